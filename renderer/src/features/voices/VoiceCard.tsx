import type { Voice } from '../../api/types.ts';
import { usePlayer } from '../../stores/player.ts';
import { useT } from '../../stores/settings.ts';
import { fmtNumber } from '../../components/format.ts';
import type { MessageKey } from '../../i18n/index.ts';

const AGE: Record<string, MessageKey> = { child: 'age.child', young: 'age.young', adult: 'age.adult', old: 'age.old' };

export function VoiceCard({ voice: v }: { voice: Voice }) {
  const t = useT();
  const id = `sample:${v.id}`;
  const playing = usePlayer((s) => s.playing === id);
  const toggle = () => (playing ? usePlayer.getState().stop() : usePlayer.getState().play(id, v.sample_url));
  return (
    <article className={`voice-card ${v.working ? '' : 'broken'}`} data-testid="voice-card">
      <div className="row gap">
        <button type="button" className="icon play" aria-label={t('voices.sample')} title={t('voices.sample')} disabled={!v.working} onClick={toggle}>
          {playing ? '■' : '▶'}
        </button>
        <strong>{v.name}</strong>
        {v.recommended ? <span className="badge ok">{t('voices.recommended')}</span> : null}
        <span className="spacer" />
        <span className="muted small">{v.language}</span>
      </div>
      <div className="muted small">
        {v.gender === 'm' ? t('cast.male') : v.gender === 'f' ? t('cast.female') : ''}
        {v.age && AGE[v.age] ? ` · ${t(AGE[v.age]!)}` : ''}
        {` · ${v.engine}`}
      </div>
      {v.description ? <p className="small">{v.description}</p> : null}
      <div className="row gap wrap small">
        <span className="badge">{t('voices.weight', { w: fmtNumber(v.weight, 2) })}</span>
        {v.emotions ? <span className="badge">{t('voices.emotions')}</span> : null}
        {v.stress ? <span className="badge">{t('voices.stress')}</span> : null}
        <span className={`badge ${v.commercial_ok ? 'ok' : 'warn'}`}>{v.commercial_ok ? t('voices.commercialOk') : t('voices.commercialNo')}</span>
      </div>
      {!v.working ? <div className="error-text small">{t('voices.notWorking')}: {v.problem}</div> : null}
      <details className="small">
        <summary>{t('voices.license')}</summary>
        <p className="license">{v.license}</p>
      </details>
    </article>
  );
}
