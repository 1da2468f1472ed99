// What prevents voicing a chapter (decisions §5: `{code, segment_id, message}`); a render of a
// chapter with problems answers 422 with this list.
import type { Problem } from '../../contract/chapters.ts';
import type { VoiceInfo } from '../../engines/tts/engine.ts';
import type { PieceSpec } from '../../domain/units.ts';
import type { BookRow, CharacterRow, SegmentRow } from '../../storage/rows.ts';
import { MAX_LINE_CHARS } from '../../contract/limits.ts';

export { MAX_LINE_CHARS };

export function chapterProblems(
  book: BookRow,
  segments: SegmentRow[],
  characters: CharacterRow[],
  units: PieceSpec[],
  voices: VoiceInfo[],
): Problem[] {
  const problems: Problem[] = [];
  if (book.status !== 'ready') {
    problems.push({ code: 'book_not_ready', segment_id: null, message: book.status === 'importing' ? 'The book is still being imported.' : 'The book failed to import.' });
  }
  if (units.length === 0) {
    problems.push({ code: 'nothing_to_voice', segment_id: null, message: 'The chapter has no lines to voice (all are empty or skipped).' });
  }
  const voiceById = new Map(voices.map((v) => [v.id, v]));
  const charById = new Map(characters.map((c) => [c.id, c]));
  const reported = new Set<string>();
  for (const u of units) {
    if (reported.has(u.voiceId)) continue;
    const v = voiceById.get(u.voiceId);
    const who = charById.get(u.speaker)?.name ?? '?';
    if (!v || !v.installed) {
      reported.add(u.voiceId);
      problems.push({ code: 'voice_missing', segment_id: u.segmentIds[0] ?? null, message: `The voice of «${who}» is not installed. Choose another voice for this character.` });
    } else if (!v.working) {
      reported.add(u.voiceId);
      problems.push({ code: 'voice_not_working', segment_id: u.segmentIds[0] ?? null, message: `The voice «${v.name}» of «${who}» does not work now: ${v.problem}` });
    }
  }
  for (const s of segments) {
    if (s.skip_audio === 0 && s.text.length > MAX_LINE_CHARS) {
      problems.push({ code: 'line_too_long', segment_id: s.id, message: `Line ${s.position + 1} has ${s.text.length} characters (at most ${MAX_LINE_CHARS}): shorten its text or skip it.` });
    }
  }
  return problems;
}
