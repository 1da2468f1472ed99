import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from './index.ts';
import { findMentions } from './names.ts';
import { buildRegistry, personName } from './registry.ts';

beforeAll(async () => {
  await initBookPipeline();
});

const mentionsOf = (texts: string[]) => texts.flatMap((t) => findMentions(t, 'ru'));

describe('names and the register of people', () => {
  it('reads a full name in an oblique case as one person in the nominative', () => {
    const [m] = findMentions('Зовут его Николаем Петровичем Кирсановым.', 'ru');
    expect(m).toMatchObject({ text: 'Николаем Петровичем Кирсановым', first: 'николай', patr: 'петрович', last: 'кирсанов' });
    expect(m.cases.has('ablt')).toBe(true);
    expect(m.cases.has('nomn')).toBe(false);
  });

  it('reads «Алена Ивановна» as a woman, though az alone knows «Алена» only as a man\'s genitive', () => {
    const [m] = findMentions('Много ль за часы-то, Алена Ивановна?', 'ru');
    expect(m).toMatchObject({ first: 'алена', patr: 'ивановна', gender: 'f' });
  });

  it('reads a bare «-ов»/«-ин» surname before a noun in another case as the surname («Сыромятин дорогою»)', () => {
    // A possessive «Данилов» agrees only with a noun in the nominative or accusative (made-up surname).
    expect(findMentions('Иван и Сыромятин вышли. Сыромятин дорогою к Фоме был весел.', 'ru').map((m) => m.text)).toEqual(['Иван', 'Сыромятин', 'Сыромятин', 'Фоме']);
  });

  it('does not take sentence starts, God, places and «Данилов монастырь» for people', () => {
    expect(findMentions('Вот он идет. Господи, какой холод! Бог с ним. Он уехал в Петербург.', 'ru')).toEqual([]);
    expect(findMentions('вдали блистает златоглавый Данилов монастырь', 'ru')).toEqual([]);
  });

  it('keeps a patronymic before a verb that is also a thing («Иван Петрович сел»: «сел» of «село»)', () => {
    const text = 'Тут Иван Петрович сел у камина, а Марья Андреевна мыла посуду.';
    expect(findMentions(text, 'ru').map((m) => text.slice(m.start, m.end))).toEqual(['Иван Петрович', 'Марья Андреевна']);
  });

  it('does not take a plain word at a sentence start for a surname («Голова кружилась»), but keeps «Орлов встал»', () => {
    expect(findMentions('Ноги его дрожали. Голова кружилась и болела от жару.', 'ru')).toEqual([]);
    expect(findMentions('Орлов встал.', 'ru').map((m) => m.text)).toEqual(['Орлов']);
  });

  it('splits two names side by side that do not agree («Аркадию Базаров»)', () => {
    expect(findMentions('сказал Аркадию Базаров', 'ru').map((m) => m.text)).toEqual(['Аркадию', 'Базаров']);
  });

  it('splits a man\'s name and an unknown surname in an oblique form («спросил Иван Кленова»)', () => {
    expect(findMentions('спросил Иван Кленова.', 'ru').map((m) => m.text)).toEqual(['Иван', 'Кленова']);
    expect(findMentions('пришла Анна Кленова.', 'ru').map((m) => m.text)).toEqual(['Анна Кленова']);
  });

  it('puts Иван, Ивана, Иваном, Ваня, Ване and «Иван Петрович» together', () => {
    const reg = buildRegistry(mentionsOf(['пришел Иван Петрович.', 'видел Ивана.', 'с Иваном.', 'сказал Ваня.', 'дал Ване.', 'Иван сказал.']));
    const ids = new Set(mentionsOf(['видел Ивана.', 'с Иваном.', 'сказал Ваня.', 'дал Ване.', 'пришел Иван Петрович.']).map((m) => reg.resolve(m)));
    expect(ids.size).toBe(1);
    const person = reg.byId([...ids][0] as string);
    expect(person && personName(person)).toBe('Иван Петрович');
  });

  it('groups forms of a surname az does not know by declining it (Мармеладов)', () => {
    const texts = ['сказал Мармеладов.', 'у Мармеладова.', 'к Мармеладову.', 'с Мармеладовым.', 'ответил Мармеладов.'];
    const reg = buildRegistry(mentionsOf(texts));
    expect(new Set(mentionsOf(texts).map((m) => reg.resolve(m))).size).toBe(1);
  });
});
