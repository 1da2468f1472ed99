// One rule opened: the words of the book it reads (its own word and its other forms, with how
// each is said), a button to hear the reading, and the reading, the note and «only this form» to edit.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ttsAudio } from '../../api/client.ts';
import { mutations } from '../../api/mutations.ts';
import { queries } from '../../api/queries.ts';
import type { Rule } from '../../api/types.ts';
import { usePlayer } from '../../stores/player.ts';
import { useT } from '../../stores/settings.ts';
import { toastError } from '../../stores/toasts.ts';
import { errorText } from '../../components/error-text.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';

export function RuleDetails({ rule, bookId }: { rule: Rule; bookId?: string }) {
  const t = useT();
  const qc = useQueryClient();
  const book = bookId ?? rule.book_id ?? undefined;
  const forms = useQuery({ ...queries.ruleForms(rule.id, book ?? ''), enabled: !!book });
  const voice = useQuery(queries.voices()).data?.find((v) => v.language === 'ru' && v.installed && v.working);
  const edit = useMutation({ ...mutations.editRule(qc), onError: (err) => toastError(errorText(err)) });
  const [replacement, setReplacement] = useState(rule.replacement);
  const [note, setNote] = useState(rule.note);
  const [exact, setExact] = useState(rule.exact);
  const listenId = `rule:${rule.id}`;
  const playing = usePlayer((s) => s.playing === listenId);

  const listen = async () => {
    const player = usePlayer.getState();
    if (playing) return player.stop();
    if (!voice) return toastError(t('rules.noVoice'));
    player.setLoading(listenId);
    try {
      usePlayer.getState().play(listenId, await ttsAudio({ text: replacement.trim() || rule.replacement, voice_id: voice.id }));
    } catch (err) {
      usePlayer.getState().setLoading(null);
      toastError(errorText(err));
    }
  };

  return (
    <div data-testid="rule-details">
      <div className="panel form inline-form">
        <label>
          {t('rules.replacement')}
          <input value={replacement} onChange={(e) => setReplacement(e.target.value)} />
        </label>
        <button type="button" className="icon play" aria-label={t('rules.listen')} title={t('rules.listen')} onClick={() => void listen()}>
          {playing ? '■' : '▶'}
        </button>
        <label>
          {t('rules.note')}
          <input value={note} onChange={(e) => setNote(e.target.value)} />
        </label>
        <label className="check-label">
          <input type="checkbox" checked={exact} onChange={(e) => setExact(e.target.checked)} />
          {t('rules.exact')}
        </label>
        <button type="button" className="primary" disabled={edit.isPending || !replacement.trim()}
          onClick={() => edit.mutate({ id: rule.id, replacement: replacement.trim(), note, exact })}>{t('common.save')}</button>
      </div>
      {!book ? <p className="muted small">{t('rules.formsPickBook')}</p> : null}
      {forms.error ? <ErrorBox text={errorText(forms.error)} onRetry={() => void forms.refetch()} /> : null}
      {forms.data && forms.data.length === 0 ? <p className="muted small">{t('rules.formsNone')}</p> : null}
      {forms.data && forms.data.length > 0 ? (
        <table className="table" data-testid="rule-forms">
          <thead><tr><th>{t('rules.formsInBook')}</th><th>{t('rules.formsSaid')}</th><th>{t('rules.formsCount')}</th></tr></thead>
          <tbody>
            {forms.data.map((f) => (
              <tr key={f.form}>
                <td>{f.form}</td>
                <td>{f.said ?? <span className="muted">{t('rules.formsOwnStress')}</span>}</td>
                <td>{f.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
