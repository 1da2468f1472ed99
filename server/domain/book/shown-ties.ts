// A rank or a trade a call shows to be one named person («— Послушайте, Семен Ильич! — сказал я
// коменданту», calls.ts) is that person in the other chapters too, where the person is named: a commandant is
// the commandant of the whole story, and a listener should hear Семен Ильич in one voice, not also in
// a «Комендант» voice in the chapters where the text never said it again. Only words that are no
// kin, age or standing word (those are said of someone relative to the scene: «хозяйка» of each
// house, «старик» of each chapter), only where the chapter ties the word to nobody else, and only when
// the whole book shows the word to be one person.
import type { SpeakerContext } from './speaker-context.ts';
import { mayBeNamed } from './entities.ts';
import { kinByName } from './kin-names.ts';
import type { AnalyzedLine } from './types.ts';

export class ShownTies {
  /** Lemma → the people chapters showed it to be. */
  private readonly shown = new Map<string, Set<string>>();
  /** Per chapter: the people it names, and lemma → person for every tie it made (shown or not). */
  private readonly chapters: Array<{ named: Set<string>; ties: Map<string, string> }> = [];

  /** After a chapter is attributed: what it showed, what it tied, whom it named. */
  noteChapter(ctx: SpeakerContext, named: Set<string>): void {
    // A call to the described person shows who it is; a speaker naming themselves («Я Раскольников»)
    // shows only who spoke, and the description the rules had taken for the speaker may be a guess.
    for (const lemma of ctx.calledLinks) {
      const who = ctx.chapterLinks.get(lemma);
      if (!who) continue;
      if (!this.shown.has(lemma)) this.shown.set(lemma, new Set());
      this.shown.get(lemma)?.add(who);
    }
    ctx.shownLinks.clear();
    ctx.calledLinks.clear();
    this.chapters.push({ named, ties: new Map([...ctx.links, ...ctx.chapterLinks]) });
  }

  /** Lines of a shown rank or trade, in chapters that name its person and tie it to nobody else, go to that person. */
  carry(chapters: AnalyzedLine[][], ctx: SpeakerContext): void {
    for (const [i, lines] of chapters.entries()) {
      const chapter = this.chapters[i];
      if (!chapter) continue;
      // Each kin word's relative is looked up once per chapter (the named people are paired with each other).
      const kin = new Map<string, string | undefined>();
      for (const l of lines) {
        const d = ctx.descriptors.get(l.speaker);
        if (!d) continue;
        // «— сказал отец» in a chapter naming Евгений Васильевич and Василий Иванович: the father by the son's patronymic.
        if (!kin.has(d.lemma)) kin.set(d.lemma, chapter.ties.has(d.lemma) ? undefined : kinByName(d.lemma, chapter.named, ctx.registry, (id) => ctx.genderOf(id)));
        const relative = kin.get(d.lemma);
        if (relative) {
          l.speaker = relative;
          l.issue = ctx.msg.descriptorIs(d.lemma, ctx.nameOf(relative));
          continue;
        }
        if (mayBeNamed(d.lemma)) continue;
        const people = this.shown.get(d.lemma);
        const who = people?.size === 1 ? [...people][0] : undefined;
        if (!who || !chapter.named.has(who) || ctx.genderOf(who) !== d.gender) continue;
        const own = chapter.ties.get(d.lemma);
        if (own !== undefined && own !== who) continue;
        l.speaker = who;
        l.issue = ctx.msg.descriptorIs(d.lemma, ctx.nameOf(who));
      }
    }
  }
}
