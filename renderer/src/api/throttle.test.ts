import { afterEach, describe, expect, it, vi } from 'vitest';
import { createThrottle } from './throttle.ts';

afterEach(() => vi.useRealTimers());

describe('throttle', () => {
  it('runs at once, then at most once per period per key, always ending with a run', () => {
    vi.useFakeTimers();
    const throttle = createThrottle(() => Date.now());
    const runs: string[] = [];
    throttle('a', 1000, () => runs.push('a1'));
    vi.advanceTimersByTime(0);
    expect(runs).toEqual(['a1']);
    // A burst inside the period: one trailing run at its end.
    for (let i = 0; i < 10; i++) throttle('a', 1000, () => runs.push('a2'));
    throttle('b', 1000, () => runs.push('b1'));
    vi.advanceTimersByTime(0);
    expect(runs).toEqual(['a1', 'b1']);
    vi.advanceTimersByTime(999);
    expect(runs).toEqual(['a1', 'b1']);
    vi.advanceTimersByTime(1);
    expect(runs).toEqual(['a1', 'b1', 'a2']);
    vi.advanceTimersByTime(5000);
    expect(runs).toHaveLength(3);
  });
});
