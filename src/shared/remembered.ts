/** Past `limit` it forgets them all: a widget left open for days browses many months, and what it shows is made again at once. */
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
