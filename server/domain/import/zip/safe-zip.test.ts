import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildZip } from '../../../../test/fixtures/books/zip-writer.ts';
import { ImportError } from '../errors.ts';
import { openSafeZip } from './safe-zip.ts';

const limits = { maxTotalBytes: 300_000, maxRatio: 20, ratioFloor: 50_000, maxEntries: 10 };
const codeOf = async (p: Promise<unknown>) => p.then(() => null, (e: unknown) => (e instanceof ImportError ? e.code : 'other'));
// Text that deflates about 3× — under any ratio cap.
const prose = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => `${(i * 2654435761) % 1000003} `).join(''));

describe('safe zip reader', () => {
  it('reads stored and deflated entries, and finds names case-insensitively', async () => {
    const zip = await openSafeZip(buildZip([{ name: 'a.txt', data: 'stored', method: 'store' }, { name: 'Dir/B.xml', data: '<b/>' }]), limits);
    expect(zip.names).toEqual(['a.txt', 'Dir/B.xml']);
    expect((await zip.read('a.txt')).toString()).toBe('stored');
    expect(zip.resolve('dir/b.xml')).toBe('Dir/B.xml');
    expect((await zip.read('Dir/B.xml')).toString()).toBe('<b/>');
    expect(zip.inflated).toBe(10);
  });

  it('stops inflating an entry past the ratio cap, whatever its header says', async () => {
    const zeros = Buffer.alloc(2_000_000);
    const zip = await openSafeZip(buildZip([{ name: 'bomb', data: zeros }]), limits);
    expect(await codeOf(zip.read('bomb'))).toBe('zip_bomb');
    // A refused read adds nothing to the archive's budget.
    expect(zip.inflated).toBe(0);
  });

  it('counts the total over all entries read', async () => {
    const part = prose(20_000); // ~130 KB each
    const zip = await openSafeZip(buildZip([{ name: '1', data: part }, { name: '2', data: part }, { name: '3', data: part }]), limits);
    await zip.read('1');
    await zip.read('2');
    expect(await codeOf(zip.read('3'))).toBe('zip_bomb');
  });

  it('honours a per-read cap (covers)', async () => {
    const zip = await openSafeZip(buildZip([{ name: 'img', data: prose(5_000) }]), limits);
    expect(await codeOf(zip.read('img', 1000))).toBe('zip_bomb');
  });

  it('refuses a header that under-states the size', async () => {
    const data = prose(10_000);
    const zip = await openSafeZip(buildZip([{ name: 'liar', data: '', rawDeflated: deflateRawSync(data), claimedSize: 100 }]), limits);
    expect(await codeOf(zip.read('liar'))).toBe('zip_bomb');
  });

  it('refuses too many entries, unsafe names, and things that are not zips', async () => {
    const many = buildZip(Array.from({ length: 11 }, (_, i) => ({ name: `f${i}`, data: '' })));
    expect(await codeOf(openSafeZip(many, limits))).toBe('zip_bomb');
    for (const name of ['../x', 'a/../../x', '/abs', 'C:/x', 'c:\\x', '..\\x', 'a\u0000b']) {
      expect(await codeOf(openSafeZip(buildZip([{ name: 'ok', data: '' }, { name, data: 'x' }]), limits)), name).toBe('unsafe_path');
    }
    expect(await codeOf(openSafeZip(Buffer.from('not a zip at all'), limits))).toBe('bad_format');
    expect(await codeOf(openSafeZip(buildZip([{ name: 'a', data: 'x'.repeat(100) }]).subarray(0, 60), limits))).toBe('bad_format');
  });

  it('refuses entries with an unknown compression method', async () => {
    const zip = buildZip([{ name: 'a', data: 'hello', method: 'store' }]);
    zip.writeUInt16LE(12, 8); // local header: bzip2
    zip.writeUInt16LE(12, zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 10); // central directory
    const opened = await openSafeZip(zip, limits);
    expect(await codeOf(opened.read('a'))).toBe('bad_format');
  });
});
