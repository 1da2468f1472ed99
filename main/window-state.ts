// Where the main window opens: the last size and place when they still fit on a connected
// display, otherwise a sensible default. Displays change between runs (a laptop leaves its
// monitor at the office), so a saved position is never trusted blindly.

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState {
  /** The normal (not maximised) bounds. */
  bounds: Rect;
  maximized: boolean;
}

export interface Display {
  workArea: Rect;
  primary?: boolean;
}

export const MIN_SIZE = { width: 900, height: 600 } as const;
export const DEFAULT_SIZE = { width: 1280, height: 820 } as const;
/** How much of the title bar must be on a display for the window to be reachable with the mouse. */
const GRAB = { width: 120, height: 40 } as const;

function intersection(a: Rect, b: Rect): { width: number; height: number } {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return { width: Math.max(0, width), height: Math.max(0, height) };
}

function primaryOf(displays: Display[]): Display {
  return displays.find((d) => d.primary) ?? displays[0]!;
}

function centred(size: { width: number; height: number }, area: Rect): Rect {
  const width = Math.min(size.width, area.width);
  const height = Math.min(size.height, area.height);
  return {
    x: Math.round(area.x + (area.width - width) / 2),
    y: Math.round(area.y + (area.height - height) / 2),
    width,
    height,
  };
}

/** The display holding most of the rectangle, if any part of it is visible. */
function bestDisplay(r: Rect, displays: Display[]): Display | null {
  let best: Display | null = null;
  let bestArea = 0;
  for (const d of displays) {
    const i = intersection(r, d.workArea);
    if (i.width * i.height > bestArea) {
      bestArea = i.width * i.height;
      best = d;
    }
  }
  return best;
}

/**
 * The bounds to open the window with. A saved window is kept where it was when its title bar is
 * reachable on some display, shrunk to fit that display; anything else opens centred on the
 * primary display at the default size (never larger than the display, never below the minimum
 * unless the display itself is smaller).
 */
export function fitWindow(saved: WindowState | null, displays: Display[]): WindowState {
  if (displays.length === 0) return { bounds: { x: 0, y: 0, ...DEFAULT_SIZE }, maximized: false };
  const primary = primaryOf(displays).workArea;
  if (!saved || !(saved.bounds.width > 0) || !(saved.bounds.height > 0)) {
    return { bounds: centred(DEFAULT_SIZE, primary), maximized: false };
  }
  const b = saved.bounds;
  const titleBar: Rect = { x: b.x, y: b.y, width: b.width, height: Math.min(GRAB.height, b.height) };
  const reachable = displays.some((d) => {
    const i = intersection(titleBar, d.workArea);
    return i.width >= Math.min(GRAB.width, b.width) && i.height >= Math.min(GRAB.height, b.height);
  });
  const display = reachable ? bestDisplay(b, displays) : null;
  if (!display) {
    return { bounds: centred({ width: b.width, height: b.height }, primary), maximized: saved.maximized };
  }
  const area = display.workArea;
  const width = Math.min(Math.max(b.width, Math.min(MIN_SIZE.width, area.width)), area.width);
  const height = Math.min(Math.max(b.height, Math.min(MIN_SIZE.height, area.height)), area.height);
  // Pull the window inside the display it mostly sits on, so no edge hides off-screen.
  const x = Math.min(Math.max(b.x, area.x), area.x + area.width - width);
  const y = Math.min(Math.max(b.y, area.y), area.y + area.height - height);
  return { bounds: { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) }, maximized: saved.maximized };
}

/**
 * What to remember when the window moves or closes. A maximised window remembers its normal
 * bounds (so un-maximising next time restores a real size); a minimised one is stored as normal.
 */
export function captureWindowState(normalBounds: Rect, maximized: boolean): WindowState {
  return {
    bounds: {
      x: Math.round(normalBounds.x),
      y: Math.round(normalBounds.y),
      width: Math.round(normalBounds.width),
      height: Math.round(normalBounds.height),
    },
    maximized,
  };
}

export function sameState(a: WindowState | null, b: WindowState | null): boolean {
  if (!a || !b) return a === b;
  return a.maximized === b.maximized && a.bounds.x === b.bounds.x && a.bounds.y === b.bounds.y
    && a.bounds.width === b.bounds.width && a.bounds.height === b.bounds.height;
}
