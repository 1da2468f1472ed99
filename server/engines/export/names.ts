// File names inside the zip: `NN - Title.mp3`, safe on Windows, macOS and Linux, Cyrillic kept.

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
