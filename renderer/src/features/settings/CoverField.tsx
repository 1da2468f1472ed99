// The book's cover in its settings: the picture, a file to replace it, a button to take it away.
// Saved at once (the file is the change), apart from the form's other fields.
import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../api/actions.ts';
import { mutations } from '../../api/mutations.ts';
import type { BookDetail } from '../../api/types.ts';
import { useT } from '../../stores/settings.ts';
import { toast } from '../../stores/toasts.ts';
import { errorText } from '../../components/error-text.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { Cover } from '../../components/Cover.tsx';

export function CoverField({ book }: { book: BookDetail }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const qc = useQueryClient();
  const cover = useAction(mutations.cover(qc, book.id));
  // Said for the cover, not as «the file cannot be used» of any upload: what it must be.
  const error = cover.error ? errorText(cover.error, { bad_file: t('settings.coverBadFile'), too_large: t('settings.coverTooLarge') }) : null;
  const send = (file: File | null) => cover.run(file, { onSuccess: () => file && toast(t('settings.coverSet')) });

  return (
    <div className="cover-field">
      <span className="muted small">{t('settings.cover')}</span>
      <div className="row gap">
        <Cover key={book.cover_url ?? 'none'} url={book.cover_url} title={book.title} />
        <div className="col gap">
          <input ref={input} type="file" accept="image/jpeg,image/png,image/webp,image/gif" hidden data-testid="cover-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) send(file);
            }} />
          <button type="button" disabled={cover.isPending} onClick={() => input.current?.click()}>{t('settings.coverPick')}</button>
          {book.cover_url ? <button type="button" className="danger" disabled={cover.isPending} onClick={() => send(null)}>{t('settings.coverRemove')}</button> : null}
          <span className="muted small">{t('settings.coverHint')}</span>
        </div>
      </div>
      {error ? <ErrorBox text={error} /> : null}
    </div>
  );
}
