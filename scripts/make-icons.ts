// Renders the app icons from resources/icon.svg (and icon-small.svg for 16–32 px) with Debian's
// Chromium: PNGs at every size the platforms ask for (resources/icons/NxN.png — Linux and the
// window/tray icons), a Windows .ico and a macOS .icns, both made of PNG entries, and the
// Preferences page's own copy (main/ui/icon.png).
//
//   npx node scripts/make-icons.ts
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const RES = fileURLToPath(new URL('../resources/', import.meta.url));
export const PNG_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024] as const;

/** A Windows icon: a directory of PNG images (Vista and later read PNG entries). */
export function buildIco(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt8(0, 2);
    e.writeUInt8(0, 3);
    e.writeUInt16LE(1, 4);
    e.writeUInt16LE(32, 6);
    e.writeUInt32LE(png.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(e);
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

/** OSType → pixel size of the PNG it holds (retina types hold the doubled size). */
export const ICNS_TYPES: [string, number][] = [
  ['icp4', 16], ['icp5', 32], ['icp6', 64], ['ic07', 128], ['ic08', 256], ['ic09', 512], ['ic10', 1024],
  ['ic11', 32], ['ic12', 64], ['ic13', 256], ['ic14', 512],
];

export function buildIcns(pngBySize: Map<number, Buffer>): Buffer {
  const chunks = ICNS_TYPES.map(([type, size]) => {
    const png = pngBySize.get(size);
    if (!png) throw new Error(`no ${size}px PNG for ${type}`);
    const head = Buffer.alloc(8);
    head.write(type, 0, 'latin1');
    head.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([head, png]);
  });
  const body = Buffer.concat(chunks);
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'latin1');
  head.writeUInt32BE(body.length + 8, 4);
  return Buffer.concat([head, body]);
}

async function render(): Promise<Map<number, Buffer>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const out = new Map<number, Buffer>();
    for (const size of PNG_SIZES) {
      const svg = readFileSync(join(RES, size <= 32 ? 'icon-small.svg' : 'icon.svg'), 'utf8');
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace(/<svg /, `<svg style="display:block;width:${size}px;height:${size}px" `)}</body></html>`);
      out.set(size, await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }));
    }
    return out;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const pngs = await render();
  mkdirSync(join(RES, 'icons'), { recursive: true });
  for (const [size, png] of pngs) writeFileSync(join(RES, 'icons', `${size}x${size}.png`), png);
  writeFileSync(join(RES, 'icon.png'), pngs.get(1024)!);
  // The Preferences page is a file inside app.asar: its icon travels with it.
  writeFileSync(fileURLToPath(new URL('../main/ui/icon.png', import.meta.url)), pngs.get(64)!);
  writeFileSync(join(RES, 'icon.ico'), buildIco([16, 24, 32, 48, 64, 128, 256].map((size) => ({ size, png: pngs.get(size)! }))));
  writeFileSync(join(RES, 'icon.icns'), buildIcns(pngs));
  console.log(`icons written to ${RES}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
