// File names inside the zip: `NN - Title.mp3`, safe on Windows, macOS and Linux, Cyrillic kept;
// and titles cut to a byte length without splitting a character.

/** Windows' reserved device names, refused even with an extension. */
const RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/i;
const MAX_TITLE = 100;

export function safeTitle(title: string): string {
  let t = title
    .normalize('NFC')
    .replace(/[/\\:*?"<>|\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (t.length > MAX_TITLE) t = t.slice(0, MAX_TITLE).trim();
  // Windows drops trailing dots and spaces, which would change the name.
  t = t.replace(/[. ]+$/, '');
  if (RESERVED.test(t)) t = `_${t}`;
  return t;
}

/** `01 - Глава 1.mp3`; numbers are padded to the width of the chapter count (at least two digits). */
export function chapterFileName(index: number, total: number, title: string, ext = 'mp3'): string {
  const width = Math.max(2, String(total).length);
  const no = String(index + 1).padStart(width, '0');
  const t = safeTitle(title);
  return t ? `${no} - ${t}.${ext}` : `${no}.${ext}`;
}

/**
 * Cuts a string to at most `maxBytes` of UTF-8 without splitting a character (MP4 chapter lists
 * keep 255 bytes of a title).
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
