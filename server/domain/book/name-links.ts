// What the text says outright about whose a name is. «Фамилия чиновника была Башмачкин. … Имя его
// было Акакий Акакиевич»: a surname given as such («фамилия … была», «по фамилии») belongs to the
// person the same paragraph names by first name nearest to it, so the bare surname and the first name
// with its patronymic are one person in the register.
import type { Mention } from './names.ts';

// «Фамилия чиновника была », «по фамилии », «фамилией », «прозванием »: a surname follows.
const SURNAME_GIVEN = /(?:фамили[яюие]|фамилией|прозвание|прозванием|прозванию)(?:\s+[а-яё]+){0,3}[\s:,—–-]*$/iu;
/** How far from the surname (in characters) the first name may be. */
const NEAR = 600;

/** Marks each surname the paragraph gives as such with the mention of the person it belongs to. */
export function linkGivenSurnames(text: string, mentions: Mention[]): void {
  for (const m of mentions) {
    if (m.first || m.patr || !(m.last || m.unknown)) continue;
    if (!SURNAME_GIVEN.test(text.slice(Math.max(0, m.start - 60), m.start))) continue;
    const named = mentions.filter((x) => x !== m && x.first !== undefined && x.last === undefined && Math.abs(x.start - m.start) <= NEAR);
    named.sort((a, b) => Math.abs(a.start - m.start) - Math.abs(b.start - m.start));
    if (named[0]) m.surnameOf = named[0];
  }
}
