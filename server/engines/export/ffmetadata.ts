// The FFMETADATA1 text ffmpeg reads tags and chapter marks from (`-f ffmetadata -i file`).
// Special characters are escaped as the format requires; chapter times are in samples, so the
// marks fall exactly where each chapter's sound begins.

/** `=`, `;`, `#`, `\` and line breaks must be escaped with a backslash. */
export function escapeMeta(value: string): string {
  return value.replace(/[\\=;#\n]/g, (c) => `\\${c}`).replace(/\r/g, '');
}

export interface ChapterMark {
  title: string;
  startSample: number;
  endSample: number;
}

/**
 * Cuts a string to at most `maxBytes` of UTF-8 without splitting a character (the Nero chapter
 * list keeps 255 bytes of a title, and ffmpeg would cut inside a Cyrillic letter).
 */
export function truncateUtf8(s: string, maxBytes: number): string {
  if (Buffer.byteLength(s, 'utf8') <= maxBytes) return s;
  let out = '';
  let bytes = 0;
  for (const ch of s) {
    const n = Buffer.byteLength(ch, 'utf8');
    if (bytes + n > maxBytes - 3) break;
    out += ch;
    bytes += n;
  }
  return `${out.trimEnd()}…`;
}

export function ffmetadata(tags: Record<string, string>, chapters: ChapterMark[], sampleRate: number): string {
  const lines = [';FFMETADATA1'];
  for (const [k, v] of Object.entries(tags)) if (v) lines.push(`${k}=${escapeMeta(v)}`);
  for (const c of chapters) {
    lines.push('[CHAPTER]', `TIMEBASE=1/${sampleRate}`, `START=${c.startSample}`, `END=${c.endSample}`, `title=${escapeMeta(truncateUtf8(c.title, 255))}`);
  }
  return `${lines.join('\n')}\n`;
}
