// The import of an uploaded book: the stage it is at, and one bar over the whole import.
import type { BookListItem } from '../../api/types.ts';
import { useT } from '../../stores/settings.ts';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import type { MessageKey } from '../../i18n/index.ts';
import { importFraction } from './import-progress.ts';

const STAGES: Record<string, MessageKey> = { read: 'import.read', split: 'import.split', speakers: 'import.speakers', voices: 'import.voices' };

export function AnalysisProgress({ analysis }: { analysis: BookListItem['analysis'] }) {
  const t = useT();
  if (!analysis) return <ProgressBar value={0} label={t('import.waiting')} />;
  const value = importFraction(analysis);
  return <ProgressBar value={value} label={`${t(STAGES[analysis.stage] ?? 'import.waiting')} ${Math.round(value * 100)}%`} />;
}
