// Where the window opens after displays changed between runs.
import { describe, expect, it } from 'vitest';
import { captureWindowState, DEFAULT_SIZE, fitWindow, MIN_SIZE, sameState, type Display } from './window-state.ts';

const laptop: Display = { workArea: { x: 0, y: 0, width: 1440, height: 875 }, primary: true };
const monitor: Display = { workArea: { x: 1440, y: -200, width: 2560, height: 1400 } };

describe('fitWindow', () => {
  it('opens a first window centred on the primary display at the default size', () => {
    const s = fitWindow(null, [monitor, laptop]);
    expect(s.maximized).toBe(false);
    expect(s.bounds).toEqual({ x: 80, y: 28, width: DEFAULT_SIZE.width, height: DEFAULT_SIZE.height });
  });

  it('keeps a saved window where it was on a display that is still there', () => {
    const saved = { bounds: { x: 1600, y: 0, width: 1400, height: 900 }, maximized: true };
    expect(fitWindow(saved, [laptop, monitor])).toEqual(saved);
  });

  it('brings a window back from a display that was unplugged, keeping its size and maximised state', () => {
    const saved = { bounds: { x: 1600, y: 0, width: 1200, height: 800 }, maximized: true };
    const s = fitWindow(saved, [laptop]);
    expect(s.maximized).toBe(true);
    expect(s.bounds).toEqual({ x: 120, y: 38, width: 1200, height: 800 });
  });

  it('rescues a window whose title bar is off-screen, and one hanging over an edge', () => {
    const above = fitWindow({ bounds: { x: 100, y: -790, width: 1000, height: 800 }, maximized: false }, [laptop]);
    expect(above.bounds.y).toBeGreaterThanOrEqual(0);
    const overEdge = fitWindow({ bounds: { x: 1000, y: 500, width: 1000, height: 700 }, maximized: false }, [laptop]);
    expect(overEdge.bounds).toEqual({ x: 440, y: 175, width: 1000, height: 700 });
  });

  it('never opens larger than the display nor below the minimum size (unless the display is smaller)', () => {
    const big = fitWindow({ bounds: { x: 0, y: 0, width: 5000, height: 3000 }, maximized: false }, [laptop]);
    expect(big.bounds).toEqual({ x: 0, y: 0, width: 1440, height: 875 });
    const tiny = fitWindow({ bounds: { x: 10, y: 10, width: 200, height: 100 }, maximized: false }, [laptop]);
    expect(tiny.bounds).toMatchObject({ width: MIN_SIZE.width, height: MIN_SIZE.height });
    const small: Display = { workArea: { x: 0, y: 0, width: 800, height: 500 }, primary: true };
    expect(fitWindow({ bounds: { x: 0, y: 0, width: 300, height: 200 }, maximized: false }, [small]).bounds).toEqual({ x: 0, y: 0, width: 800, height: 500 });
  });

  it('treats nonsense sizes as no saved state', () => {
    expect(fitWindow({ bounds: { x: 0, y: 0, width: 0, height: -5 }, maximized: true }, [laptop]).maximized).toBe(false);
    expect(fitWindow(null, []).bounds).toMatchObject(DEFAULT_SIZE);
  });
});

describe('captureWindowState', () => {
  it('rounds fractional (scaled display) bounds and compares states', () => {
    const a = captureWindowState({ x: 10.4, y: 20.6, width: 1000.5, height: 700.2 }, false);
    expect(a).toEqual({ bounds: { x: 10, y: 21, width: 1001, height: 700 }, maximized: false });
    expect(sameState(a, { ...a })).toBe(true);
    expect(sameState(a, { ...a, maximized: true })).toBe(false);
    expect(sameState(null, a)).toBe(false);
  });
});
