// Planning a long chapter's sound happens in a thread of its own: the same plan as in place, the
// HTTP thread free meanwhile (a timer keeps ticking), and a cancelled render stops it.
import { describe, expect, it } from 'vitest';
import { CEILING_DB, planSound } from './master.ts';
import { planSoundAside } from './plan.ts';

/** Two minutes of bursts (syllable-like tone with loud clicks) and pauses, at 22.05 kHz. */
function longSound(rate = 22050, seconds = 120): Int16Array {
  const x = new Int16Array(rate * seconds);
  for (let i = 0; i < x.length; i++) {
    const t = i / rate;
    const on = Math.sin(2 * Math.PI * 3 * t) > -0.2 && Math.floor(t) % 7 !== 0;
    x[i] = on ? Math.round(6000 * Math.sin(2 * Math.PI * 180 * t) * (1 + Math.sin(2 * Math.PI * 5 * t))) : 0;
    if (i % 9973 === 0) x[i] = 32000;
  }
  return x;
}

describe('the sound plan of a long chapter', () => {
  const x = longSound();

  it('comes from its own thread, the same as planned in place, while this thread keeps running', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const aside = await planSoundAside(x, 22050, 'studio', CEILING_DB);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
    const here = planSound(x, 22050, 'studio', CEILING_DB);
    expect(here.gains).not.toBeNull();
    expect({ ...aside, gains: Array.from(aside.gains!) }).toEqual({ ...here, gains: Array.from(here.gains!) });
  }, 60_000);

  it('stops when the render is cancelled', async () => {
    const ctrl = new AbortController();
    const planning = planSoundAside(x, 22050, 'studio', CEILING_DB, ctrl.signal);
    ctrl.abort();
    await expect(planning).rejects.toThrow('aborted');
  }, 60_000);
});
