// A colour per speaker, stable within a book (by the character's position), readable on both
// themes; the narrator stays neutral so speech stands out.
const NARRATOR = 'hsl(215 12% 55%)';

export function speakerColor(position: number, isNarrator: boolean): string {
  if (isNarrator) return NARRATOR;
  const hue = Math.round((position * 137.508 + 20) % 360);
  return `hsl(${hue} 62% 52%)`;
}

/** The same colour, transparent, for region fills and line backgrounds. */
export function speakerTint(color: string, alpha: number): string {
  return color.replace(')', ` / ${alpha})`);
}
