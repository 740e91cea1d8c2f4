/**
 * Per-account rate limits, beside the per-IP ones of `@fastify/rate-limit`: an attacker with many
 * addresses still gets only so many sign-in attempts at one account, and one account only so many
 * outbound calls (connection tests, sync starts) however many addresses it uses. Counted per
 * instance, in memory, in fixed one-minute windows.
 */

/** Accounts counted at most; past that the oldest window goes (a flood of names cannot grow it). */
const MAX_KEYS = 50_000;

export class AccountRateLimit {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    private readonly windowMs = 60_000,
  ) {}

  /**
   * Counts one attempt for `key`: undefined when it is allowed, otherwise how many ms until the
   * window ends (the attempt is not counted).
   */
  take(key: string, now = Date.now()): number | undefined {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.delete(key);
      window = { count: 0, resetAt: now + this.windowMs };
      if (this.windows.size >= MAX_KEYS) {
        const oldest = this.windows.keys().next();
        if (!oldest.done) this.windows.delete(oldest.value);
      }
      this.windows.set(key, window);
    }
    if (window.count >= this.max) return window.resetAt - now;
    window.count += 1;
    return undefined;
  }
}
