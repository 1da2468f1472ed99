// POST /segments/{id}/listen: voice the piece holding a line now (decisions §5). Debited as
// listening; a later render of the chapter reuses it free (`heard` in the quote).
import type { Auth, Deps } from '../deps.ts';
import { ErrorCodes } from '../../contract/common.ts';
import { ApiError } from '../../errors.ts';
import { toCredits } from '../../util/credits.ts';
import { MIME } from '../../files/links.ts';
import { ownSegment } from '../ownership.ts';
import { chapterUnits } from '../chapters/units.service.ts';
import { spendableMilli } from '../quote.service.ts';
import { voiceOnDemand } from './on-demand.ts';

export async function listenSegment(deps: Pick<Deps, 'config' | 'db' | 'files' | 'synth' | 'text' | 'units'>, auth: Auth, segmentId: string) {
  const { segment, chapter, book } = ownSegment(deps, auth, segmentId);
  if (segment.skip_audio) throw new ApiError(409, ErrorCodes.conflict, 'This line is not voiced (skip_audio).');
  const unit = chapterUnits(deps, { book, chapter }).find((u) => u.segmentIds.includes(segment.id));
  if (!unit) throw new ApiError(409, ErrorCodes.conflict, 'This line has nothing to voice.');
  const voice = deps.synth.voice(unit.voiceId);
  if (!voice || !voice.installed || !voice.working) {
    throw new ApiError(409, ErrorCodes.voiceUnavailable, `The voice is not working now${voice?.problem ? `: ${voice.problem}` : ''}.`);
  }
  const r = await voiceOnDemand(deps, auth, unit, {
    source: 'listen', book: { id: book.id, title: book.title }, spendable: spendableMilli(deps, auth, book), timeoutMs: deps.config.ttsTimeoutMs * 4,
  });
  return { audio_url: deps.files.url(r.path, MIME.wav), duration_s: Math.round(r.durationS * 1000) / 1000, generated: r.generated, credits: toCredits(r.milli) };
}
