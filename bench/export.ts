// bench/export: a chapter's sound made final (studio and raw: plan, two encoders, measuring the
// files) as × real time, against the bare MP3 encoding of the same PCM in the same run; then the
// packaging of the chapters — m4b by stream copy, zip of retagged MP3s, read-along EPUB — as ×
// real time of the book's audio (target ≥ 1000×).
//   npx node bench/export.ts [chapters] [paragraphs per chapter]
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildEpub, buildM4b, buildZip, type ExportChapter, type ExportMeta } from '../server/engines/export/index.ts';
import { encodeMp3 } from '../server/engines/ffmpeg/encode.ts';
import { finalizeChapter } from '../server/engines/export/chapter-final.ts';
import { jpegCover, speak, type SpokenChapter } from '../server/engines/export/speech.fixture.ts';

const chapterCount = Number(process.argv[2] ?? 4);
const paragraphs = Number(process.argv[3] ?? 40);
const PARAGRAPHS = [
  'Утром они вышли в путь. Дорога была длинной, и солнце уже поднималось над лесом.',
  '— Далеко ещё? — спросила Мария, поправляя платок. — Нет, уже близко, — ответил Иван.',
  'Они шли молча. Ветер шумел в соснах, где-то далеко кричали птицы, и тропинка петляла между камнями.',
  'К полудню показалась деревня: низкие дома, колодец, старая церковь с облупившимся куполом.',
];

/** CPU seconds of this process and of its finished children (the ffmpeg encoders), from /proc (Linux). */
const cpu = () => {
  const u = process.cpuUsage();
  let children = 0;
  try {
    const f = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    children = (Number(f[13]) + Number(f[14])) / 100; // cutime, cstime in clock ticks (USER_HZ = 100)
  } catch {
    // Not Linux: the encoders' share is not counted.
  }
  return (u.user + u.system) / 1e6 + children;
};

const dir = mkdtempSync(join(tmpdir(), 'glava-bench-export-'));
try {
  const spoken: SpokenChapter[] = await speak(Array.from({ length: chapterCount }, (_, k) => ({
    title: `Глава ${k + 1}`,
    lines: Array.from({ length: paragraphs }, (_, p) => ({ text: PARAGRAPHS[(k + p) % PARAGRAPHS.length]!, delivery: p % 7 === 3 ? { volume: 'loud' as const } : {} })),
  })));
  const audioS = spoken.reduce((a, c) => a + c.samples.length / c.sampleRate, 0);
  console.log(`${chapterCount} chapters, ${audioS.toFixed(1)} s of speech`);

  // Making each chapter final (what a render now does once), vs the bare MP3 encoding it replaces.
  const finals: ExportChapter[] = [];
  let bareS = 0;
  for (const mode of ['raw', 'studio'] as const) {
    let wall = 0;
    let work = 0;
    for (const [k, c] of spoken.entries()) {
      const mp3 = join(dir, `${mode}-${k + 1}.mp3`);
      const t = performance.now();
      const c0 = cpu();
      const final = await finalizeChapter(c.samples, c.sampleRate, mode, mp3, { tags: { title: c.title } });
      wall += (performance.now() - t) / 1000;
      work += cpu() - c0;
      if (mode === 'studio') finals.push({ title: c.title, mp3, aac: mp3.replace(/\.mp3$/, '.m4a'), final });
    }
    console.log(`final sound (${mode.padEnd(6)}): ${wall.toFixed(2)} s wall = ${(audioS / wall).toFixed(0)}× real time; ${work.toFixed(2)} s CPU with its encoders = ${(audioS / work).toFixed(0)}× real time per core`);
  }
  const c0 = cpu();
  for (const [k, c] of spoken.entries()) {
    const t = performance.now();
    await encodeMp3({ samples: c.samples, sampleRate: c.sampleRate }, join(dir, `bare-${k}.mp3`));
    bareS += (performance.now() - t) / 1000;
  }
  const bareCpu = cpu() - c0;
  console.log(`bare MP3 encoding of the same PCM: ${bareS.toFixed(2)} s wall = ${(audioS / bareS).toFixed(0)}× real time; ${bareCpu.toFixed(2)} s CPU = ${(audioS / bareCpu).toFixed(0)}× per core`);

  const meta: ExportMeta = {
    title: 'Бенчмарк', author: 'Автор', narrator: 'Голос (синтез речи)', series: { title: 'Серия', no: 1 }, genre: 'Проза',
    language: 'ru', description: 'Проверка скорости экспорта.', comment: 'Озвучено синтезом речи.',
    cover: { path: await jpegCover(join(dir, 'cover.jpg')), mime: 'image/jpeg' },
  };
  const epubChapters = finals.map((c, k) => ({ ...c, paragraphs: spoken[k]!.lines!.map((l, i) => ({ parts: [{ text: PARAGRAPHS[i % 4]!, id: `l${i + 1}`, clip: { begin: l[0] / 22050 + 0.8, end: l[1] / 22050 + 0.8 } }] })) }));
  console.log('format   wall s   × real time   size');
  const signal = new AbortController().signal;
  for (const format of ['m4b', 'zip', 'epub'] as const) {
    const workDir = join(dir, `work-${format}`);
    mkdirSync(workDir);
    const out = join(dir, `book.${format}`);
    const opts = { signal, workDir, onProgress: () => {} };
    const t = performance.now();
    const r = format === 'm4b' ? await buildM4b(finals, meta, out, opts) : format === 'zip' ? await buildZip(finals, meta, out, opts) : await buildEpub(epubChapters, meta, out, opts);
    const s = (performance.now() - t) / 1000;
    console.log(`${format.padEnd(8)} ${s.toFixed(3).padStart(6)}   ${(r.durationS / s).toFixed(0).padStart(9)}×   ${(r.bytes / 1024 / 1024).toFixed(1)} MB`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
