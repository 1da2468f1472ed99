// The book's own data and settings: title, author, subtitle, genre, age, annotation; how it is read
// (roles or one reader, thoughts, a play's remarks and stage directions), its sound, the listening check, its budget; the cover, the series;
// and moving the book to the trash. Saving sends only what changed.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AGE_RATINGS } from '../../../../server/contract/enums.ts';
import { clearingRefusal, useAction } from '../../api/actions.ts';
import { mutations } from '../../api/mutations.ts';
import type { BookDetail, PatchBook } from '../../api/types.ts';
import { useSettings, useT } from '../../stores/settings.ts';
import { fieldsMessage } from '../../i18n/fields.ts';
import { toast } from '../../stores/toasts.ts';
import { errorText } from '../../components/error-text.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { Modal } from '../../components/Modal.tsx';
import { SeriesDialog } from '../book/SeriesDialog.tsx';
import { CoverField } from './CoverField.tsx';
import { TrashBook } from './TrashBook.tsx';

type Fields = Required<Pick<PatchBook, 'title' | 'author' | 'subtitle' | 'genre' | 'age_rating' | 'annotation' | 'reading' | 'thoughts' | 'stage_remarks' | 'stage_directions' | 'sound' | 'check'>> & {
  budget: string;
};

function fieldsOf(b: BookDetail): Fields {
  return {
    title: b.title, author: b.author, subtitle: b.subtitle, genre: b.genre, age_rating: b.age_rating, annotation: b.annotation,
    reading: b.reading, thoughts: b.thoughts, stage_remarks: b.stage_remarks, stage_directions: b.stage_directions, sound: b.sound, check: b.check, budget: b.budget === null ? '' : String(b.budget),
  };
}

/** What differs from the book as it is: the PATCH body. */
export function changes(book: BookDetail, f: Fields): PatchBook {
  const was = fieldsOf(book);
  const body: PatchBook = {};
  for (const k of Object.keys(f) as Array<keyof Fields>) {
    if (k === 'budget' || f[k] === was[k]) continue;
    Object.assign(body, { [k]: typeof f[k] === 'string' && k !== 'annotation' ? f[k].trim() : f[k] });
  }
  if (f.budget.trim() !== was.budget) body.budget = f.budget.trim() === '' ? null : Number(f.budget);
  return body;
}

export function BookSettingsDialog({ book, onClose }: { book: BookDetail; onClose: () => void }) {
  const t = useT();
  const [f, setF] = useState<Fields>(() => fieldsOf(book));
  const [series, setSeries] = useState(false);
  const qc = useQueryClient();
  const save = useAction(mutations.patchBook(qc, book.id));
  const locale = useSettings((s) => s.locale);
  const error = save.error ? errorText(save.error) : null;
  // An edit answers the refusal it follows: the old error («Genre: at most 200») would otherwise
  // stay on screen, naming a field the author has just put right.
  const edit = clearingRefusal(save);
  const set = <K extends keyof Fields>(k: K) => edit<Fields[K]>((v) => setF((x) => ({ ...x, [k]: v })));
  const budgetBad = f.budget.trim() !== '' && !(Number(f.budget) >= 0);
  // Save is off while the budget is below zero: say why, in the words of the server's own refusal.
  const budgetError = budgetBad ? fieldsMessage(locale, [{ field: 'budget', problem: 'too_small', limit: 0 }]) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = changes(book, f);
    if (Object.keys(body).length === 0) return onClose();
    save.run(body, {
      onSuccess: () => {
        toast(t('settings.saved'));
        onClose();
      },
    });
  };

  // The API's limits (contract/books.ts): a genre is at most 200 characters, the others 500.
  const text = (k: 'title' | 'author' | 'subtitle' | 'genre', label: string, required = false) => (
    <label>
      {label}
      <input name={k} value={f[k]} required={required} maxLength={k === 'genre' ? 200 : 500} onChange={(e) => set(k)(e.target.value)} />
    </label>
  );
  type Choice = 'reading' | 'thoughts' | 'stage_remarks' | 'stage_directions' | 'sound' | 'check';
  const choice = <K extends Choice>(k: K, label: string, options: Array<[Fields[K], string]>, hint?: string) => (
    <label>
      {label}
      <select name={k} value={f[k]} onChange={(e) => set(k)(e.target.value as Fields[K])}>
        {options.map(([v, l]) => <option key={v} value={v}>{l}</option>)}
      </select>
      {hint ? <span className="muted small">{hint}</span> : null}
    </label>
  );
  // Both settings only change plays (lines the import marked as stage text); other books have none.
  const stage = (k: 'stage_remarks' | 'stage_directions', label: string, hint: string) =>
    choice(k, label, [['narrator', t('settings.stageNarrator')], ['skip', t('settings.stageSkip')]], hint);

  return (
    <Modal title={t('book.settings')} onClose={onClose} wide>
      <form className="form settings-form" onSubmit={submit}>
        <div className="settings-grid">
          <div className="form">
            {text('title', t('settings.title'), true)}
            {text('author', t('settings.author'))}
            {text('subtitle', t('settings.subtitle'))}
            <div className="row gap">
              {text('genre', t('settings.genre'))}
              <label>
                {t('settings.ageRating')}
                <select name="age_rating" value={f.age_rating} onChange={(e) => set('age_rating')(e.target.value as Fields['age_rating'])}>
                  {AGE_RATINGS.map((a) => <option key={a} value={a}>{a || t('settings.ageNone')}</option>)}
                </select>
              </label>
            </div>
            <label>
              {t('settings.annotation')}
              <textarea name="annotation" rows={3} maxLength={20_000} value={f.annotation} onChange={(e) => set('annotation')(e.target.value)} />
            </label>
          </div>
          <div className="form">
            <CoverField book={book} />
            <div className="row gap small wrap">
              <span className="muted">{t('settings.series')}:</span>
              <span>{book.series ? t('book.inSeries', { title: book.series.title, no: book.series.no ?? '—' }) : t('book.noSeries')}</span>
              <button type="button" className="link" onClick={() => setSeries(true)}>{t('book.seriesEdit')}</button>
            </div>
          </div>
        </div>
        <div className="settings-grid">
          {choice('reading', t('settings.reading'), [['roles', t('settings.readingRoles')], ['solo', t('settings.readingSolo')]])}
          {choice('thoughts', t('settings.thoughts'), [['hero', t('settings.thoughtsHero')], ['narrator', t('settings.thoughtsNarrator')]])}
          {stage('stage_remarks', t('settings.stageRemarks'), t('settings.stageRemarksHint'))}
          {stage('stage_directions', t('settings.stageDirections'), t('settings.stageDirectionsHint'))}
          {choice('sound', t('settings.sound'), [['studio', t('settings.soundStudio')], ['raw', t('settings.soundRaw')]])}
          {choice('check', t('settings.check'), [['auto', t('settings.checkAuto')], ['off', t('settings.checkOff')]])}
          <label>
            {t('settings.budget')}
            <input name="budget" type="number" min={0} step={1} value={f.budget} placeholder={t('settings.budgetNone')} aria-invalid={budgetBad || undefined}
              onChange={(e) => set('budget')(e.target.value)} />
            <span className="muted small">{t('settings.budgetHint')}</span>
            {budgetError ? <span className="error-text small" role="alert">{budgetError}</span> : null}
          </label>
        </div>
        {error ? <ErrorBox text={error} /> : null}
        <div className="row gap end">
          <button type="button" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="primary" disabled={save.isPending || !f.title.trim() || budgetBad}>{t('common.save')}</button>
        </div>
      </form>
      <TrashBook book={book} onTrashed={onClose} />
      {series ? <SeriesDialog book={book} onClose={() => setSeries(false)} /> : null}
    </Modal>
  );
}
