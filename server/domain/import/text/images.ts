// Image type from its first bytes: a declared content type is often wrong (FB2 files call PNGs
// image/jpeg), and a cover that is not an image is better left out.

export function sniffImage(data: Buffer): string | null {
  if (data.length < 12) return null;
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.readUInt32BE(0) === 0x89504e47) return 'image/png';
  if (data.toString('latin1', 0, 4) === 'GIF8') return 'image/gif';
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}
