// At most one run per key and period, always with a trailing run so the last state is shown: a
// busy render sends progress many times a second, and the screens need it a few times at most.
export type Throttle = (key: string, ms: number, fn: () => void) => void;

export function createThrottle(now: () => number = Date.now): Throttle {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const lastRun = new Map<string, number>();
  return (key, ms, fn) => {
    if (timers.has(key)) return;
    const wait = Math.max(0, (lastRun.get(key) ?? -Infinity) + ms - now());
    timers.set(key, setTimeout(() => {
      timers.delete(key);
      lastRun.set(key, now());
      fn();
    }, wait));
  };
}
