// The licence text shown before a model is installed (CLI and cabinet): what it is, who
// publishes it, under which terms, and whether an audiobook voiced with it may be sold.
import { downloadSize } from './catalog.ts';
import type { CatalogEntry } from './types.ts';

export function formatBytes(bytes: number | null): string {
  if (bytes == null) return 'unknown size';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(2)} GB`;
}

const TEXT = {
  en: {
    model: 'Model',
    download: 'Download',
    license: 'Licence',
    commercialYes: 'Commercial use: allowed (an audiobook voiced with it may be sold, subject to the licence terms above).',
    commercialNo: 'Commercial use: NOT cleared (do not sell an audiobook voiced with it).',
    unverified: 'No sha256 is published for some files: they are installed "unverified".',
    source: 'Source',
  },
  ru: {
    model: 'Модель',
    download: 'Загрузка',
    license: 'Лицензия',
    commercialYes: 'Коммерческое использование: разрешено (аудиокнигу с этим голосом можно продавать с соблюдением условий лицензии).',
    commercialNo: 'Коммерческое использование: НЕ разрешено (аудиокнигу с этим голосом продавать нельзя).',
    unverified: 'Для некоторых файлов не опубликован sha256: они устанавливаются «без проверки».',
    source: 'Источник',
  },
} as const;

/** Multi-line licence notice for an entry, in English (default) or Russian. */
export function describeLicense(entry: CatalogEntry, lang: 'en' | 'ru' = 'en'): string {
  const t = TEXT[lang];
  const name = entry.voice ? `${entry.title} — ${entry.voice.name}` : entry.title;
  const lines = [
    `${t.model}: ${name} [${entry.id}]`,
    `${t.download}: ${formatBytes(downloadSize(entry))} (${entry.files.length} file${entry.files.length === 1 ? '' : 's'})`,
    `${t.license}: ${entry.license}`,
    entry.commercial_ok ? t.commercialYes : t.commercialNo,
  ];
  if (entry.files.some((f) => f.sha256 === null)) lines.push(t.unverified);
  if (entry.homepage) lines.push(`${t.source}: ${entry.homepage}`);
  return lines.join('\n');
}
