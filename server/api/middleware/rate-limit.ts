// Per-key request rate: a token bucket of `rate_per_minute` tokens refilled continuously, so a
// script may burst up to its minute's allowance and then runs at the steady rate.

interface Bucket {
  tokens: number;
  at: number;
  capacity: number;
}

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the next request would be allowed (when refused). */
  retryAfter: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly now: () => number;

  constructor(now: () => number = () => Date.now()) {
    this.now = now;
  }

  take(keyId: string, perMinute: number): RateDecision {
    const t = this.now();
    let b = this.buckets.get(keyId);
    if (!b || b.capacity !== perMinute) {
      b = { tokens: perMinute, at: t, capacity: perMinute };
      this.buckets.set(keyId, b);
    }
    const perMs = perMinute / 60_000;
    b.tokens = Math.min(b.capacity, b.tokens + (t - b.at) * perMs);
    b.at = t;
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return { allowed: true, limit: perMinute, remaining: Math.floor(b.tokens), retryAfter: 0 };
    }
    return { allowed: false, limit: perMinute, remaining: 0, retryAfter: Math.max(1, Math.ceil((1 - b.tokens) / perMs / 1000)) };
  }
}
