// An EPUB 3 package checker for the tests (no epubcheck offline): the OCF container (mimetype
// first, stored, no extra field; container.xml naming the package document), every document
// well-formed XML, the manifest's files present, the spine's items in the manifest, the nav
// document, each chapter's media overlay: its `<text>` pointing at an existing element id, its
// `<audio>` at an existing file with clip times inside that file's length, and the durations.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ffprobeBinary } from '../../ffmpeg/ffmpeg.ts';
import { readZip, type ZipEntryRead } from '../zip-reader.fixture.ts';

export interface EpubReport {
  problems: string[];
  files: Map<string, Buffer>;
  /** Manifest items by id. */
  manifest: Map<string, { href: string; type: string; props: string; overlay: string }>;
  /** `<meta property=…>` values (refines → value for media:duration). */
  metas: Array<{ property: string; refines: string | null; value: string }>;
  spine: string[];
  /** Per SMIL document: its pars. */
  overlays: Map<string, Array<{ text: string; audio: string; begin: number; end: number }>>;
  opfPath: string;
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', preserveOrder: false, parseTagValue: false, isArray: (_name, _path, _leaf, attribute) => !attribute });

type Node = Record<string, unknown>;
const arr = (v: unknown): Node[] => (Array.isArray(v) ? (v as Node[]) : v === undefined ? [] : [v as Node]);
const text = (n: Node): string => {
  if (typeof n === 'string') return n;
  const t = (n as { '#text'?: unknown })['#text'];
  return Array.isArray(t) ? t.join('') : String(t ?? '');
};

/** Seconds of a clock value (`h:mm:ss.fff`, `mm:ss.fff`, `12.5s`). */
export function clockSeconds(v: string): number {
  if (/s$/.test(v)) return Number.parseFloat(v);
  return v.split(':').map(Number).reduce((a, x) => a * 60 + x, 0);
}

function ids(xml: string): Set<string> {
  return new Set([...xml.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
}

function audioSeconds(data: Buffer): number {
  const dir = mkdtempSync(join(tmpdir(), 'glava-epub-audio-'));
  try {
    const file = join(dir, 'a.m4a');
    writeFileSync(file, data);
    return Number(execFileSync(ffprobeBinary(), ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], { encoding: 'utf8' }).trim());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function checkEpub(path: string, raw: Buffer): Promise<EpubReport> {
  const problems: string[] = [];
  const entries: ZipEntryRead[] = await readZip(path);
  const files = new Map(entries.map((e) => [e.name, e.data]));
  const first = entries[0];
  if (first?.name !== 'mimetype' || first.method !== 0 || first.data.toString('latin1') !== 'application/epub+zip') problems.push('mimetype is not the first, stored entry');
  if (raw.readUInt16LE(28) !== 0) problems.push('the mimetype entry has an extra field');
  if (entries.some((e) => !e.crcOk)) problems.push('an entry has a bad CRC');

  const xmlOf = (name: string): Node | null => {
    const data = files.get(name);
    if (!data) {
      problems.push(`missing ${name}`);
      return null;
    }
    const v = XMLValidator.validate(data.toString('utf8'));
    if (v !== true) {
      problems.push(`${name} is not well-formed: ${v.err.msg}`);
      return null;
    }
    return parser.parse(data.toString('utf8')) as Node;
  };

  const container = xmlOf('META-INF/container.xml');
  const rootfile = arr(arr(arr(container?.container)[0]?.rootfiles)[0]?.rootfile)[0];
  const opfPath = String(rootfile?.['@full-path'] ?? '');
  if (!opfPath) problems.push('container.xml names no package document');
  const base = posix.dirname(opfPath);
  const resolve = (from: string, href: string) => posix.normalize(posix.join(posix.dirname(from), href.split('#')[0]!));

  const opf = xmlOf(opfPath);
  const pkg = arr(opf?.package)[0] ?? {};
  if (pkg['@version'] !== '3.0') problems.push('package version is not 3.0');
  const metadata = arr(pkg.metadata)[0] ?? {};
  for (const dc of ['dc:identifier', 'dc:title', 'dc:language']) if (arr(metadata[dc]).length === 0) problems.push(`no ${dc}`);
  if (!arr(metadata['dc:identifier']).some((n) => n['@id'] === pkg['@unique-identifier'])) problems.push('unique-identifier names no dc:identifier');
  const metas = arr(metadata.meta).filter((m) => m['@property']).map((m) => ({
    property: String(m['@property']), refines: m['@refines'] ? String(m['@refines']).replace(/^#/, '') : null, value: text(m),
  }));
  if (!metas.some((m) => m.property === 'dcterms:modified')) problems.push('no dcterms:modified');

  const manifest = new Map<string, { href: string; type: string; props: string; overlay: string }>();
  for (const item of arr(arr(pkg.manifest)[0]?.item)) {
    const href = posix.normalize(posix.join(base, String(item['@href'])));
    manifest.set(String(item['@id']), { href, type: String(item['@media-type']), props: String(item['@properties'] ?? ''), overlay: String(item['@media-overlay'] ?? '') });
    if (!files.has(href)) problems.push(`manifest item ${String(item['@href'])} is not in the package`);
  }
  if (![...manifest.values()].some((m) => m.props.split(' ').includes('nav'))) problems.push('no nav document');
  const spine = arr(arr(pkg.spine)[0]?.itemref).map((r) => String(r['@idref']));
  for (const id of spine) if (!manifest.has(id)) problems.push(`spine item ${id} is not in the manifest`);

  const overlays = new Map<string, Array<{ text: string; audio: string; begin: number; end: number }>>();
  const lengths = new Map<string, number>();
  for (const [id, item] of manifest) {
    if (item.type === 'application/xhtml+xml') xmlOf(item.href);
    if (!item.overlay) continue;
    const mo = manifest.get(item.overlay);
    if (!mo || mo.type !== 'application/smil+xml') {
      problems.push(`${id}: media-overlay ${item.overlay} is not a SMIL item`);
      continue;
    }
    const smilXml = files.get(mo.href)?.toString('utf8') ?? '';
    if (!xmlOf(mo.href)) continue;
    const pars = [...smilXml.matchAll(/<par\b[^>]*>\s*<text src="([^"]+)"\/>\s*<audio src="([^"]+)" clipBegin="([^"]+)" clipEnd="([^"]+)"\/>\s*<\/par>/g)].map((m) => ({
      text: m[1]!, audio: m[2]!, begin: clockSeconds(m[3]!), end: clockSeconds(m[4]!),
    }));
    overlays.set(mo.href, pars);
    const dur = metas.find((m) => m.property === 'media:duration' && m.refines === item.overlay);
    if (!dur) problems.push(`no media:duration for ${item.overlay}`);
    for (const p of pars) {
      const target = resolve(mo.href, p.text);
      const fragment = p.text.split('#')[1] ?? '';
      if (target !== item.href) problems.push(`${mo.href}: text ${p.text} points outside its document`);
      if (!ids(files.get(target)?.toString('utf8') ?? '').has(fragment)) problems.push(`${mo.href}: no element #${fragment}`);
      const audio = resolve(mo.href, p.audio);
      if (!files.has(audio)) {
        problems.push(`${mo.href}: audio ${p.audio} is not in the package`);
        continue;
      }
      if (!lengths.has(audio)) lengths.set(audio, audioSeconds(files.get(audio)!));
      if (!(p.begin >= 0 && p.begin < p.end && p.end <= lengths.get(audio)! + 0.001)) problems.push(`${mo.href}: clip ${p.begin}–${p.end} outside ${audio} (${lengths.get(audio)} s)`);
    }
    if (dur && lengths.size && Math.abs(clockSeconds(dur.value) - (lengths.get(resolve(mo.href, pars[0]?.audio ?? '')) ?? 0)) > 0.1) {
      problems.push(`media:duration of ${item.overlay} is not its audio's length`);
    }
  }
  const total = metas.find((m) => m.property === 'media:duration' && !m.refines);
  const sum = metas.filter((m) => m.property === 'media:duration' && m.refines).reduce((a, m) => a + clockSeconds(m.value), 0);
  if (overlays.size && (!total || Math.abs(clockSeconds(total.value) - sum) > 0.01)) problems.push('the total media:duration is not the sum of the overlays');
  if (overlays.size && !metas.some((m) => m.property === 'media:active-class')) problems.push('no media:active-class');
  return { problems, files, manifest, metas, spine, overlays, opfPath };
}
