/**
 * A lookup that makes each value once per key and then hands back the one it made, keeping at
 * most `limit` of them: past that it forgets them all and starts again (a widget left open for
 * days browses many months; what it shows now is made again at once).
 */
export function remembered<T>(limit: number): (key: string, make: () => T) => T {
  const made = new Map<string, T>();
  return (key, make) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make();
      if (made.size >= limit) made.clear();
      made.set(key, value);
    }
    return value;
  };
}
