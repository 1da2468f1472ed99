// Play a line's piece: from the chapter recording when the piece there is current, otherwise
// voiced now through POST /segments/{id}/listen (a new take, or an edit after voicing).
import { api } from '../../api/client.ts';
import type { TimelineItem } from '../../api/types.ts';
import { usePlayer } from '../../stores/player.ts';
import { toastError } from '../../stores/toasts.ts';
import { errorText } from '../../components/error-text.ts';

export async function playLine(segmentId: string, piece: TimelineItem | undefined): Promise<void> {
  const player = usePlayer.getState();
  if (player.playing === segmentId) {
    player.stop();
    return;
  }
  if (piece && !piece.changed && player.playRange(segmentId, piece.t0, piece.t1)) return;
  await listenLine(segmentId);
}

/** The line's piece as it would be voiced now (debited as listening when it is new). */
export async function listenLine(segmentId: string): Promise<void> {
  const player = usePlayer.getState();
  player.setLoading(segmentId);
  try {
    const r = await api.postSegmentsBySegmentIdListen(segmentId);
    usePlayer.getState().play(segmentId, r.audio_url);
  } catch (err) {
    usePlayer.getState().setLoading(null);
    toastError(errorText(err));
  }
}
