/**
 * A least-recently-used set of views. Entries keep their insertion order for rendering (moving
 * a DOM subtree would lose its scroll position), while use order decides what is evicted.
 */
export class ViewCache<V> {
  private readonly items = new Map<string, { value: V; used: number }>();
  private clock = 0;

  constructor(public max: number) {}

  /** Adds or refreshes a view and marks it most recently used; evicts beyond `max`. */
  touch(key: string, value: V): void {
    const hit = this.items.get(key);
    if (hit) {
      hit.value = value;
      hit.used = ++this.clock;
    } else {
      this.items.set(key, { value, used: ++this.clock });
    }
    this.evict(key);
  }

  /** The view kept under `key`, without marking it used. */
  get(key: string): V | undefined {
    return this.items.get(key)?.value;
  }

  /** Drops every view the predicate rejects (e.g. a name removed from the keep-alive list). */
  retain(keep: (value: V, key: string) => boolean): void {
    for (const [key, item] of this.items) if (!keep(item.value, key)) this.items.delete(key);
  }

  entries(): [string, V][] {
    return [...this.items].map(([key, item]) => [key, item.value]);
  }

  keys(): string[] {
    return [...this.items.keys()];
  }

  get size(): number {
    return this.items.size;
  }

  private evict(protectedKey: string): void {
    while (this.items.size > Math.max(this.max, 1)) {
      let oldest: string | undefined;
      let oldestUsed = Infinity;
      for (const [key, item] of this.items) {
        if (key !== protectedKey && item.used < oldestUsed) {
          oldest = key;
          oldestUsed = item.used;
        }
      }
      if (oldest === undefined) return;
      this.items.delete(oldest);
    }
  }
}
