// Values an instance keeps in memory, at most `size` of them: reading one makes it the newest, and adding
// one past the size drops the one least recently used.

export class Kept<K, V> {
  private readonly values = new Map<K, V>();

  constructor(private readonly size: number) {}

  get(key: K): V | undefined {
    const value = this.values.get(key);
    if (value !== undefined) {
      this.values.delete(key);
      this.values.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.values.delete(key);
    if (this.values.size >= this.size) {
      const [oldest] = this.values.keys();
      if (oldest !== undefined) this.values.delete(oldest);
    }
    this.values.set(key, value);
  }

  delete(key: K): void {
    this.values.delete(key);
  }
}
