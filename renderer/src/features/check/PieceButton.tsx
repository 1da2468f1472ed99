// Hear a piece of the chapter recording as the check heard it (t0..t1 on the waveform).
import { usePlayer } from '../../stores/player.ts';
import { useT } from '../../stores/settings.ts';

export function PieceButton({ id, t0, t1 }: { id: string; t0: number; t1: number }) {
  const t = useT();
  const playing = usePlayer((s) => s.playing === id);
  const ready = usePlayer((s) => !!s.timeline);
  return (
    <button type="button" className="icon play small" aria-label={t('line.play')} title={t('line.play')} disabled={!ready}
      onClick={() => (playing ? usePlayer.getState().stop() : usePlayer.getState().playRange(id, t0, t1))}>
      {playing ? '■' : '▶'}
    </button>
  );
}
