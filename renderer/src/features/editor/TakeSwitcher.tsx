// Takes of a line: make a new one (voiced again, debited as new sound) or go back to an earlier
// one (free); listen to the selected take. A take enters the recording when the chapter is voiced again.
import type { Segment } from '../../api/types.ts';
import { useIsMutating } from '@tanstack/react-query';
import { actions } from '../../api/keys.ts';
import { useLineEdits } from './edits.ts';
import { usePlayer } from '../../stores/player.ts';
import { useT } from '../../stores/settings.ts';
import { listenLine } from './play-line.ts';

export function TakeSwitcher({ segment }: { segment: Segment }) {
  const t = useT();
  const takes = Math.max(1, segment.delivery.takes ?? 1);
  const current = segment.delivery.take ?? 0;
  const loading = usePlayer((s) => s.loading === segment.id);
  const playing = usePlayer((s) => s.playing === segment.id);
  const { take } = useLineEdits();
  // A new take is voiced before the answer comes: the button waits for it (and a double click makes one take).
  const voicing = useIsMutating({ mutationKey: [...actions.edits(segment.chapter_id), 'new-take', segment.id] }) > 0;
  return (
    <div className="field" data-testid="takes">
      <div className="label-row"><span>{t('takes.title')}</span></div>
      <div className="row gap wrap">
        {Array.from({ length: takes }, (_, i) => (
          <button key={i} type="button" className={`take ${i === current ? 'active' : ''}`} aria-pressed={i === current}
            onClick={() => i !== current && void take(segment.id, { action: 'set', take: i })}>
            {t('takes.n', { n: i + 1 })}
          </button>
        ))}
        <button type="button" disabled={segment.skip_audio || voicing} onClick={() => void take(segment.id, { action: 'new' })} data-testid="new-take">
          {t('takes.new')}
        </button>
        <button type="button" disabled={segment.skip_audio || loading} onClick={() => (playing ? usePlayer.getState().stop() : void listenLine(segment.id))}
          data-testid="listen">
          {loading ? t('takes.voicing') : playing ? t('takes.stop') : t('takes.listen')}
        </button>
      </div>
      <div className="muted small">{t('takes.hint')}</div>
    </div>
  );
}
