// Series: volumes of one work. A new volume takes the voices of the characters it shares with
// earlier volumes (by name and aliases), and stress rules of one volume act in all of them.
import type { Auth, Deps } from '../deps.ts';
import type { Character } from '../../contract/characters.ts';
import type { PutSeriesBody, Series } from '../../contract/books.ts';
import { tx } from '../../storage/db.ts';
import { booksInSeries, findSeriesByTitle, getSeries, insertSeries, listEditions, updateBook } from '../../storage/repositories/books.repo.ts';
import { listCharacters, updateCharacter } from '../../storage/repositories/characters.repo.ts';
import { listChapters } from '../../storage/repositories/chapters.repo.ts';
import type { BookRow, CharacterRow } from '../../storage/rows.ts';
import { notFound } from '../../errors.ts';
import { newId } from '../../util/ids.ts';
import { nowIso } from '../../util/time.ts';
import { characterDto } from '../dto.ts';
import { namesLang } from '../default-names.ts';
import type { Lang } from '../../contract/texts.ts';

export function seriesDto(deps: Pick<Deps, 'db'>, seriesId: string, book: BookRow | null): Series | null {
  const s = getSeries(deps.db, seriesId);
  if (!s) return null;
  const volumes = booksInSeries(deps.db, s.id).map((b) => ({ id: b.id, title: b.title, no: b.series_index }));
  return { id: s.id, title: s.title, no: book?.series_index ?? null, total: volumes.length, volumes };
}

const norm = (s: string) => s.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();

function namesOf(c: CharacterRow): string[] {
  return [c.name, ...(JSON.parse(c.aliases) as string[])].map(norm).filter(Boolean);
}

function isVoiced(deps: Pick<Deps, 'db'>, book: BookRow): boolean {
  return listEditions(deps.db, book.id).some((e) => listChapters(deps.db, e.id).some((c) => c.audio_path !== null));
}

/** A character's voice as a listener knows it: the voice and its variant (pitch, formant). */
interface HeardVoice {
  voiceId: string;
  pitch: number;
  formant: number;
}

function heardVoice(c: CharacterRow): HeardVoice {
  const controls = JSON.parse(c.controls) as { pitch?: number; formant?: number };
  return { voiceId: c.voice_id, pitch: controls.pitch ?? 0, formant: controls.formant ?? 0 };
}

const sameVoice = (a: HeardVoice, b: HeardVoice) => a.voiceId === b.voiceId && a.pitch === b.pitch && a.formant === b.formant;

/** Voices this book would take from other volumes: character → voice (with its variant) of its match. */
function carryPlan(deps: Pick<Deps, 'db'>, book: BookRow): Map<CharacterRow, HeardVoice> {
  const plan = new Map<CharacterRow, HeardVoice>();
  if (!book.series_id) return plan;
  const others = booksInSeries(deps.db, book.series_id).filter((b) => b.id !== book.id);
  // Earlier volumes first, nearest last, so the nearest earlier volume's voice wins.
  const mine = book.series_index ?? Infinity;
  const ordered = others.sort((a, b) => {
    const ea = (a.series_index ?? Infinity) <= mine ? 1 : 0;
    const eb = (b.series_index ?? Infinity) <= mine ? 1 : 0;
    if (ea !== eb) return ea - eb;
    return (a.series_index ?? 0) - (b.series_index ?? 0);
  });
  const voiceByName = new Map<string, HeardVoice>();
  let narratorVoice: HeardVoice | undefined;
  for (const other of ordered) {
    for (const c of listCharacters(deps.db, other.id)) {
      if (c.is_narrator) narratorVoice = heardVoice(c);
      else for (const n of namesOf(c)) voiceByName.set(n, heardVoice(c));
    }
  }
  for (const c of listCharacters(deps.db, book.id)) {
    const voice = c.is_narrator ? narratorVoice : namesOf(c).map((n) => voiceByName.get(n)).find(Boolean);
    if (voice && !sameVoice(voice, heardVoice(c))) plan.set(c, voice);
  }
  return plan;
}

/** decisions (docs/api-decisions.md): can_carry is true when the book is not voiced yet and other volumes would give voices. */
export function canCarry(deps: Pick<Deps, 'db'>, book: BookRow): boolean {
  return !!book.series_id && !isVoiced(deps, book) && carryPlan(deps, book).size > 0;
}

/** Gives the book's characters the voices of the same characters in other volumes. */
export function carryVoices(deps: Pick<Deps, 'db'>, book: BookRow, lang: Lang | null): Character[] {
  if (isVoiced(deps, book)) return [];
  const plan = carryPlan(deps, book);
  if (plan.size === 0) return [];
  tx(deps.db, () => {
    for (const [c, voice] of plan) {
      const controls = { ...(JSON.parse(c.controls) as Record<string, number>), pitch: voice.pitch, formant: voice.formant };
      updateCharacter(deps.db, c.id, { voice_id: voice.voiceId, controls: JSON.stringify(controls), source: 'series' });
    }
    updateBook(deps.db, book.id, { updated_at: nowIso() });
  });
  const ids = new Set([...plan.keys()].map((c) => c.id));
  return listCharacters(deps.db, book.id).filter((c) => ids.has(c.id)).map((c) => characterDto(c, lang));
}

export function findOrCreateSeries(deps: Pick<Deps, 'db'>, userId: string, title: string): string {
  const existing = findSeriesByTitle(deps.db, userId, title.trim());
  if (existing) return existing.id;
  const id = newId();
  insertSeries(deps.db, { id, user_id: userId, title: title.trim(), created_at: nowIso() });
  return id;
}

export function nextVolumeNo(deps: Pick<Deps, 'db'>, seriesId: string, exceptBookId: string): number {
  const nos = booksInSeries(deps.db, seriesId).filter((b) => b.id !== exceptBookId).map((b) => b.series_index ?? 0);
  return nos.length ? Math.floor(Math.max(...nos)) + 1 : 1;
}

export interface PutSeriesResult {
  series: Series | null;
  carried: Character[];
  can_carry: boolean;
  same_no: { id: string; title: string; no: number | null } | null;
}

/** PUT /books/{id}/series for the caller (the route has checked the book is theirs). */
export function putSeries(deps: Pick<Deps, 'db'>, auth: Pick<Auth, 'user' | 'lang' | 'langAsked'>, book: BookRow, body: PutSeriesBody): PutSeriesResult {
  const userId = auth.user.id;
  if (!body.series_id && !body.title) {
    tx(deps.db, () => updateBook(deps.db, book.id, { series_id: null, series_index: null, updated_at: nowIso() }));
    return { series: null, carried: [], can_carry: false, same_no: null };
  }
  let seriesId: string;
  if (body.series_id) {
    const s = getSeries(deps.db, body.series_id);
    if (!s || s.user_id !== userId) throw notFound('series');
    seriesId = s.id;
  } else {
    seriesId = tx(deps.db, () => findOrCreateSeries(deps, userId, body.title!));
  }
  const no = body.no ?? (book.series_id === seriesId && book.series_index !== null ? book.series_index : nextVolumeNo(deps, seriesId, book.id));
  tx(deps.db, () => updateBook(deps.db, book.id, { series_id: seriesId, series_index: no, updated_at: nowIso() }));
  const fresh = { ...book, series_id: seriesId, series_index: no };
  const carried = body.carry ? carryVoices(deps, fresh, namesLang(auth)) : [];
  const same = booksInSeries(deps.db, seriesId).find((b) => b.id !== book.id && b.series_index === no);
  return {
    series: seriesDto(deps, seriesId, fresh),
    carried,
    can_carry: canCarry(deps, fresh),
    same_no: same ? { id: same.id, title: same.title, no: same.series_index } : null,
  };
}
