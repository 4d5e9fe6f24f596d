/**
 * One Idempotency-Key per attempt to place an order: the same body sent again — a retry
 * after a lost connection — reuses the key, so the server answers the first result instead of
 * placing a second order; a changed body (another slot, the new amounts after a price change) is a
 * new attempt with a new key. After a definite answer the key is spent.
 */
export class IdempotencyKeys {
  private body: string | null = null;
  private key: string | null = null;

  constructor(private readonly newKey: () => string = randomKey) {}

  keyFor(body: unknown): string {
    const json = stableJson(body);
    if (this.key === null || json !== this.body) {
      this.body = json;
      this.key = this.newKey();
    }
    return this.key;
  }

  /** The server answered (success or a definite error): the next attempt is a new one. */
  spend(): void {
    this.body = null;
    this.key = null;
  }
}

/** JSON with sorted keys, so the same body built in another order is still the same attempt. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** A v4 UUID; randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
