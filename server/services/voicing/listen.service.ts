// POST /segments/{id}/listen: voice the piece holding a line now (decisions §5). Debited as
// listening; a later render of the chapter reuses it free (`heard` in the quote).
import type { AppContext } from '../../context.ts';
import type { Auth } from '../../api/route.ts';
import { ErrorCodes } from '../../contract/common.ts';
import { ApiError } from '../../errors.ts';
import { toCredits } from '../../util/credits.ts';
import { fileUrl, MIME } from '../../files/links.ts';
import { ownSegment } from '../ownership.ts';
import { chapterUnits } from '../chapters/units.service.ts';
import { spendableMilli } from '../quote.service.ts';
import { voiceOnDemand } from './on-demand.ts';

export async function listenSegment(app: AppContext, auth: Auth, segmentId: string) {
  const { segment, chapter, book } = ownSegment(app.db, auth.user.id, segmentId);
  if (segment.skip_audio) throw new ApiError(409, ErrorCodes.conflict, 'This line is not voiced (skip_audio).');
  const unit = chapterUnits(app, { book, chapter }).find((u) => u.segmentIds.includes(segment.id));
  if (!unit) throw new ApiError(409, ErrorCodes.conflict, 'This line has nothing to voice.');
  const voice = app.synth.voice(unit.voiceId);
  if (!voice || !voice.installed || !voice.working) {
    throw new ApiError(409, ErrorCodes.voiceUnavailable, `The voice is not working now${voice?.problem ? `: ${voice.problem}` : ''}.`);
  }
  const r = await voiceOnDemand(app, auth, unit, {
    source: 'listen', book: { id: book.id, title: book.title }, spendable: spendableMilli(app, auth, book), timeoutMs: app.config.ttsTimeoutMs * 4,
  });
  return { audio_url: fileUrl(app, r.path, MIME.wav), duration_s: Math.round(r.durationS * 1000) / 1000, generated: r.generated, credits: toCredits(r.milli) };
}
