// Export speed as a ratio of the audio's duration (× real time) for m4b and zip, studio vs raw
// sound, on real speech from the embedded voices (encoded to MP3 as renders do). Also splits the
// studio cost into its passes (measure, limiter search, final) for one chapter.
// Run: npx node bench/export.ts [chapters] [paragraphs per chapter]
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildM4b, buildZip, type ExportMeta } from '../server/engines/export/index.ts';
import { decodeToPcm } from '../server/engines/ffmpeg/encode.ts';
import { measureLoudness } from '../server/engines/export/loudness.ts';
import { jpegCover, speechChapters } from '../server/engines/export/speech.fixture.ts';
import { planLevels } from '../server/engines/export/studio-sound.ts';

const chapterCount = Number(process.argv[2] ?? 3);
const paragraphs = Number(process.argv[3] ?? 6);
const PARAGRAPHS = [
  'Утром они вышли в путь. Дорога была длинной, и солнце уже поднималось над лесом.',
  '— Далеко ещё? — спросила Мария, поправляя платок. — Нет, уже близко, — ответил Иван.',
  'Они шли молча. Ветер шумел в соснах, где-то далеко кричали птицы, и тропинка петляла между камнями.',
  'К полудню показалась деревня: низкие дома, колодец, старая церковь с облупившимся куполом.',
];

const dir = mkdtempSync(join(tmpdir(), 'glava-bench-export-'));
try {
  const t0 = performance.now();
  const chapters = await speechChapters(
    dir,
    Array.from({ length: chapterCount }, (_, k) => ({
      title: `Глава ${k + 1}`,
      text: Array.from({ length: paragraphs }, (_, p) => PARAGRAPHS[(k + p) % PARAGRAPHS.length]).join(' '),
      // Every other chapter quieter, as mixed voices and emotions give.
      gainDb: k % 2 ? -9 : 0,
    })),
  );
  let audioS = 0;
  for (const c of chapters) audioS += (await decodeToPcm(c.path, 22050)).samples.length / 22050;
  console.log(`${chapters.length} chapters, ${audioS.toFixed(1)} s of speech (made in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);

  const meta: ExportMeta = {
    title: 'Бенчмарк', author: 'Автор', narrator: 'Голос (синтез речи)', series: { title: 'Серия', no: 1 }, genre: 'Проза',
    language: 'ru', description: 'Проверка скорости экспорта.', comment: 'Озвучено синтезом речи.',
    cover: { path: await jpegCover(join(dir, 'cover.jpg')), mime: 'image/jpeg' },
  };

  const signal = new AbortController().signal;
  console.log('format  sound   wall s   × real time   size');
  for (const format of ['m4b', 'zip'] as const) {
    for (const sound of ['studio', 'raw'] as const) {
      const workDir = join(dir, `work-${format}-${sound}`);
      mkdirSync(workDir);
      const t = performance.now();
      const r = await (format === 'm4b' ? buildM4b : buildZip)(chapters, meta, join(dir, `out-${sound}.${format}`), { sound, signal, workDir, onProgress: () => {} });
      const s = (performance.now() - t) / 1000;
      const lufs = r.sound.map((x) => x.lufs?.toFixed(1) ?? '—').join(' ');
      console.log(`${format.padEnd(7)} ${sound.padEnd(7)} ${s.toFixed(2).padStart(6)}   ${(r.durationS / s).toFixed(1).padStart(8)}×   ${(r.bytes / 1024).toFixed(0)} KB  (LUFS ${lufs})`);
    }
  }

  // Where studio time goes, on the quiet chapter (its peaks need the limiter).
  const quiet = chapters[Math.min(1, chapters.length - 1)]!;
  const len = (await decodeToPcm(quiet.path, 22050)).samples.length / 22050;
  let t = performance.now();
  await measureLoudness({ path: quiet.path });
  const measureS = (performance.now() - t) / 1000;
  t = performance.now();
  const plan = await planLevels({ path: quiet.path }, 22050, signal);
  const planS = (performance.now() - t) / 1000;
  console.log(`\none studio chapter (${len.toFixed(1)} s): a measuring pass ${(len / measureS).toFixed(0)}× real time; planning ${(len / planS).toFixed(0)}× (limiter ${plan.limited ? 'on' : 'off'})`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
