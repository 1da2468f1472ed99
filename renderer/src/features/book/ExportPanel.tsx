// Assemble the voiced chapters into an m4b, a zip of MP3s or a read-along EPUB, follow the job,
// download the file. A book not fully voiced asks first, naming the chapters that will be missing.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../api/actions.ts';
import { isActive, jobFraction, useLatestJob } from '../../api/jobs.ts';
import { mutations } from '../../api/mutations.ts';
import { queries } from '../../api/queries.ts';
import type { BookDetail, ExportRequest } from '../../api/types.ts';

type ExportFormat = NonNullable<ExportRequest['format']>;
import { useT } from '../../stores/settings.ts';
import { errorText } from '../../components/error-text.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { fmtBytes, fmtDate, fmtDuration } from '../../components/format.ts';
import { stageLabel } from '../../components/labels.ts';

export function ExportPanel({ book }: { book: BookDetail }) {
  const t = useT();
  const [format, setFormat] = useState<ExportFormat>('m4b');
  const [asking, setAsking] = useState(false);
  const missing = book.chapters.filter((c) => c.audio_url === null);
  const qc = useQueryClient();
  // A failed refresh keeps the last list; the panel shows its own error when the user acts.
  const exports = useQuery(queries.exports(book.id)).data;
  const job = useLatestJob((j) => j.book_id === book.id && j.type === 'export');
  const start = useAction(mutations.startExport(qc, book.id));
  const running = isActive(job) || start.isPending;
  const error = start.error ? errorText(start.error) : null;
  const go = () => {
    setAsking(false);
    start.run(format);
  };

  return (
    <div className="panel" data-testid="export-panel">
      <div className="panel-head">
        <h2>{t('export.title')}</h2>
        <div className="spacer" />
        <select aria-label={t('export.format')} value={format} onChange={(e) => setFormat(e.target.value as ExportFormat)}>
          <option value="m4b">{t('export.m4b')}</option>
          <option value="zip">{t('export.zip')}</option>
          <option value="epub">{t('export.epub')}</option>
        </select>
        <button type="button" className="primary" disabled={running || asking || book.chapters_ready === 0} onClick={() => (missing.length ? setAsking(true) : go())}>
          {t('export.start')}
        </button>
      </div>
      {book.chapters_ready === 0 ? <p className="muted">{t('export.nothingVoiced')}</p> : null}
      {asking ? (
        <div className="notice" role="alertdialog" data-testid="export-missing">
          <p>{t('export.missing', { n: missing.length, total: book.chapters.length })}</p>
          <ul className="small">
            {missing.slice(0, 12).map((c) => <li key={c.id}>{c.title}</li>)}
            {missing.length > 12 ? <li>…</li> : null}
          </ul>
          <button type="button" className="primary" disabled={running} onClick={go}>{t('export.withoutMissing')}</button>{' '}
          <button type="button" onClick={() => setAsking(false)}>{t('export.cancel')}</button>
        </div>
      ) : null}
      {error ? <ErrorBox text={error} /> : null}
      {job && running ? (
        <div>
          <ProgressBar value={jobFraction(job)} label={t('export.progress', { stage: stageLabel(job.stage) })} />
          <div className="muted small">{t('job.eta', { d: fmtDuration(job.eta_s) })}</div>
        </div>
      ) : null}
      {job?.status === 'failed' ? <ErrorBox text={t('job.failed.export')} detail={job.error} /> : null}
      {exports && exports.length > 0 ? (
        <table className="table compact">
          <tbody>
            {exports.map((x) => (
              <tr key={x.job_id}>
                <td>{x.format}</td>
                <td><StatusBadge status={x.status} /></td>
                <td className="muted">{fmtDate(x.finished_at ?? x.created_at)}</td>
                <td className="num">{fmtBytes(x.bytes)}</td>
                <td className="actions">
                  {x.download_url ? <a className="button" href={x.download_url} download data-testid="download">{t('export.download')}</a> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
