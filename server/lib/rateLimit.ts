/**
 * Sliding-window counter of failed sign-ins per key (IP and e-mail), in process memory:
 * Caretaker runs one server process per database, so a shared store is not needed.
 */
export class AttemptLimiter {
  private readonly hits = new Map<string, number[]>();
  constructor(private readonly max: number, private readonly windowMs: number) {}

  private recent(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  blocked(keys: string[], now = Date.now()): boolean {
    return keys.some((k) => this.recent(k, now).length >= this.max);
  }

  fail(keys: string[], now = Date.now()): void {
    for (const k of keys) this.hits.set(k, [...this.recent(k, now), now]);
    if (this.hits.size > 50_000) this.hits.clear(); // bound memory under a spray of random keys
  }

  reset(key: string): void {
    this.hits.delete(key);
  }
}
