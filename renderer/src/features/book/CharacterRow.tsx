// One character: its head (name, share, repair tools), gender and age, voice with an instant preview,
// emotion, speed.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../api/actions.ts';
import { mutations } from '../../api/mutations.ts';
import type { BookCharacter, PatchCharacter as PatchCharacterBody, Voice } from '../../api/types.ts';
import { EMOTIONS } from '../../../../server/contract/enums.ts';
import { useT } from '../../stores/settings.ts';
import { toastError } from '../../stores/toasts.ts';
import { errorText } from '../../components/error-text.ts';
import { emotionLabel } from '../../components/labels.ts';
import { VoicePreview } from './VoicePreview.tsx';
import { variantText } from './variant.ts';
import { CharacterHead } from '../cast/CharacterHead.tsx';

interface Props {
  character: BookCharacter;
  cast: BookCharacter[];
  voices: Voice[];
  language: string;
  onMerge: (into?: string) => void;
  onDelete: () => void;
  onDropCharacter: (fromId: string) => void;
}

export function CharacterRow({ character: c, cast, voices, language, onMerge, onDelete, onDropCharacter }: Props) {
  const t = useT();
  const [speed, setSpeed] = useState(c.controls.speed);
  const fitting = voices.filter((v) => v.language === language || v.id === c.voice_id);
  const list = fitting.length ? fitting : voices;
  const voice = voices.find((v) => v.id === c.voice_id);
  const variant = variantText(t, c.controls);

  const qc = useQueryClient();
  const change = useAction(mutations.patchCharacter(qc, c.book_id, c.id));
  const busy = change.isPending;
  const patch = (body: PatchCharacterBody) => change.run(body, {
    onError: (err) => {
      toastError(errorText(err));
      setSpeed(c.controls.speed);
    },
  });

  return (
    <div className="character" data-testid="character" data-name={c.name}>
      <CharacterHead character={c} cast={cast} onMerge={onMerge} onDelete={onDelete} onDropCharacter={onDropCharacter} />
      {c.description ? <div className="muted small">{c.description}</div> : null}
      <div className="character-controls">
        <label className="inline">
          <span>{t('cast.voice')}</span>
          <select aria-label={t('cast.voiceOf', { name: c.name })} value={c.voice_id} disabled={busy} onChange={(e) => patch({ voice_id: e.target.value })}>
            {list.map((v) => (
              <option key={v.id} value={v.id} disabled={!v.working}>
                {v.name}{v.gender ? ` (${v.gender === 'm' ? '♂' : '♀'})` : ''}{v.working ? '' : ` — ${t('voices.notWorking')}`}
              </option>
            ))}
            {list.some((v) => v.id === c.voice_id) ? null : <option value={c.voice_id}>{t('cast.unknownVoice')}</option>}
          </select>
          <VoicePreview voiceId={c.voice_id} name={c.name} language={language} emotion={voice?.emotions ? c.emotion : undefined} speed={speed}
            pitch={c.controls.pitch} formant={c.controls.formant} />
        </label>
        {variant ? (
          <div className="variant-note muted small" title={t('cast.variantHint')}>
            <span>{variant}</span>
            <button type="button" className="link" disabled={busy} onClick={() => patch({ controls: { pitch: 0, formant: 0 } })}>{t('cast.plainVoice')}</button>
          </div>
        ) : null}
        <label className="inline">
          <span>{t('cast.emotion')}</span>
          <select value={c.emotion} disabled={busy} onChange={(e) => patch({ emotion: e.target.value as BookCharacter['emotion'] })}>
            {EMOTIONS.map((em) => <option key={em} value={em}>{emotionLabel(em)}</option>)}
          </select>
        </label>
        <label className="inline">
          <span>{t('cast.speed')}</span>
          <input type="range" min={0.6} max={1.4} step={0.05} value={speed} disabled={busy} aria-label={t('cast.speed')}
            onChange={(e) => setSpeed(Number(e.target.value))}
            onPointerUp={() => speed !== c.controls.speed && patch({ controls: { speed } })}
            onKeyUp={() => speed !== c.controls.speed && patch({ controls: { speed } })} />
          <span className="num small">{speed.toFixed(2)}</span>
        </label>
        <label className="inline">
          <span>{t('cast.gender')}</span>
          <select value={c.gender} disabled={busy} onChange={(e) => patch({ gender: e.target.value as 'm' | 'f' })}>
            {c.gender === '' ? <option value="">—</option> : null}
            <option value="m">{t('cast.male')}</option>
            <option value="f">{t('cast.female')}</option>
          </select>
          <select value={c.age} disabled={busy} aria-label={t('cast.age')} onChange={(e) => patch({ age: e.target.value as 'child' })}>
            {c.age === '' ? <option value="">—</option> : null}
            <option value="child">{t('age.child')}</option>
            <option value="young">{t('age.young')}</option>
            <option value="adult">{t('age.adult')}</option>
            <option value="old">{t('age.old')}</option>
          </select>
        </label>
      </div>
    </div>
  );
}
