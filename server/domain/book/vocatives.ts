// Names a speech calls out («— Послушай, Печорин, …»): the person addressed, who is not the
// speaker and is likely to answer next.
import type { ParagraphWork, SpeakerContext } from './speaker-context.ts';
import { analyzeWord } from './morphology.ts';
import type { Mention } from './names.ts';
import type { Piece } from './segment-lines.ts';
import { words } from './text.ts';

/**
 * Names the speech calls out: at its start («Иван, иди сюда!»), at its end («…, Алена Ивановна?»),
 * or after a word or two («Что, Петр, не видать?»). «…нянюшка, Егоровна, скончалась» is an apposition.
 */
export function vocativesIn(p: ParagraphWork, pc: Piece, ctx: SpeakerContext): string[] {
  const out: string[] = [];
  for (const m of p.mentions) {
    if (m.start < pc.start || m.end > pc.end) continue;
    const before = p.text.slice(pc.start, m.start).trimEnd();
    const after = p.text.slice(m.end, pc.end).trimStart();
    const atStart = before === '' || /[!?.…]$/.test(before) || (/,$/.test(before) && words(before).length <= 2);
    const atEnd = /,$/.test(before) && /^[!?.…]*$/.test(after);
    const closes = after === '' || /^[,!?.…]/.test(after);
    if (!((atStart && closes) || atEnd)) continue;
    // «— Фенечка?» asks about her; «— Аркаша!» calls him.
    if (before === '' && /^\?[?!.…]*$/.test(after)) continue;
    if (atStart && ctx.language === 'ru' && introducesSelf(after, m)) continue;
    const key = ctx.registry.resolve(m);
    if (key) out.push(key);
  }
  return out;
}

/** «Раскольников, студент, был у вас»: a name, an apposition and its own verb is the subject, not a call. */
function introducesSelf(after: string, m: Mention): boolean {
  const ws = words(after.split(/[.!?…]/)[0] ?? '').slice(0, 4);
  if (ws.length < 2 || !/^,/.test(after)) return false;
  const apposition = analyzeWord(ws[0].text.toLowerCase()).animateNom !== null;
  const verb = ws.slice(1).some((w) => {
    const info = analyzeWord(w.text.toLowerCase());
    return info.past !== null && (info.past === m.gender || !m.gender);
  });
  return apposition && verb;
}
