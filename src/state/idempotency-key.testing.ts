/** An in-memory `Storage` for tests; `failWrites` makes `setItem` throw like a full quota. */
export class TestStorage implements Storage {
  readonly items = new Map<string, string>();
  failWrites = false;

  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(name: string): string | null {
    return this.items.get(name) ?? null;
  }
  setItem(name: string, value: string): void {
    if (this.failWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(name, String(value));
  }
  removeItem(name: string): void {
    this.items.delete(name);
  }
  clear(): void {
    this.items.clear();
  }
  /** Everything stored, names and values, as one string. */
  dump(): string {
    return [...this.items].map(([k, v]) => `${k}=${v}`).join('\n');
  }
}
