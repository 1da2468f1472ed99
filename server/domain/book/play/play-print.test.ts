// How a play prints its labels, on made-up scenes: a play in capitals has no label in small
// letters; a prologue of people met nowhere else; someone unseen («Из-за сцены»).
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from '../index.ts';
import { REPLICAS, read, who } from './play.fixture.ts';
import { rareLabelOk } from './label-words.ts';
import { readLabel } from './labels.ts';
import { continuesReplica } from './stage-text.ts';

beforeAll(async () => {
  await initBookPipeline();
});



const CAPS = ['МАША', 'Где же он?', 'ИВАН', 'Ушел.', 'МАША', 'Куда?', 'ИВАН', 'Не сказал.'];

describe('how a play prints its labels', () => {
  it('where labels are in capitals, a line in small letters is no label: «Ангельский чин.» is verse, «Вылазят.» a direction', () => {
    const b = read(['ДЕЙСТВИЕ ПЕРВОЕ', ...CAPS, 'ИВАН', 'Не кричите, неудобно.\nАнгельский чин.', 'МАША', 'Поговорим с чином.', 'Вылазят.', ...CAPS].join('\n\n'));
    expect(b.characters.map((c) => c.name)).not.toContain('Ангельский чин');
    expect(b.characters.map((c) => c.name)).not.toContain('Вылазят');
    expect(who(b, 'Поговорим с чином')).toBe('Маша');
  });

  it('someone unseen: «Из-за сцены», «За сценой» alone', () => {
    expect(rareLabelOk('Из-за сцены')).toBe(true);
    expect(rareLabelOk('ЗА СЦЕНОЙ')).toBe(true);
    expect(rareLabelOk('Издали')).toBe(false);
    expect(rareLabelOk('В толпе')).toBe(false);
  });

  it('a participle the dictionary knows to stand for someone is someone: «Поверенный», «Управляющий»', () => {
    expect(rareLabelOk('Поверенный')).toBe(true);
    expect(rareLabelOk('Управляющий')).toBe(true);
    expect(rareLabelOk('Сделанный')).toBe(false);
  });

  it('a prologue of people met nowhere else, its lines one a paragraph, is the play’s', () => {
    const verse = ['Сейчас мы вам', 'покажем', 'новую пьесу.', 'Сидите', 'смирно', 'и смотрите', 'во все глаза', 'на сцену,', 'где все', 'готово',
      'к началу.', 'Зачем', 'театр разворочен?', 'Затем,', 'что тесно', 'было прежде', 'и скучно', 'очень.', 'Теперь', 'сцена', 'во весь зал,',
      'как никто', 'не ждал.', 'Смотрите', 'же', 'внимательно!', 'Начнем', 'сейчас', 'окончательно.'];
    const replicas = ['МАША. Где же он?', 'ИВАН. Ушел.', 'МАША. Куда?', 'ИВАН. Не сказал.', 'МАША. Вот как!', 'ИВАН. Да.'];
    const b = read(['Новая пьеса', '\n\nПРОЛОГ\n', `ГЛАШАТАЙ. Внимание!\n${verse.join('\n')}`, 'ИЗ-ЗА СЦЕНЫ. Готово!\nНачинай!',
      '\n\nДЕЙСТВИЕ ПЕРВОЕ\n', ...replicas, ...replicas, '\n\nДЕЙСТВИЕ ВТОРОЕ\n', ...replicas, ...replicas].join('\n'));
    expect(b.chapters.length).toBeGreaterThan(2);
    expect(who(b, 'Внимание!')).toBe('Глашатай');
    expect(who(b, 'Готово!')?.toLowerCase()).toBe('из-за сцены');
  });

  it('two labels in capitals in a row, then speech, are a replica of both; a name in small letters after a label is said', () => {
    const replicas = ['МАША. Где же он?', 'ПЕТР. Ушел.', 'ИВАН. Куда?', 'ПЕТР. Не сказал.', 'МАША. Вот как!', 'ИВАН. Да.'];
    const b = read(['ДЕЙСТВИЕ ПЕРВОЕ', ...replicas, 'ПЕТР. ИВАН. Браво, Маша! Еще раз!', 'МАША. Петр. Если вы уйдете, я заплачу.', ...replicas].join('\n'));
    expect(who(b, 'Браво, Маша')?.toLowerCase()).toBe('петр и иван');
    expect(b.characters.find((c) => c.name.toLowerCase() === 'петр и иван')?.gender).toBe('');
    expect(who(b, 'Еще раз')?.toLowerCase()).toBe('петр и иван');
    expect(who(b, 'Если вы уйдете')).toBe('Маша');
  });

  it('a name cut short, then another name after a comma: «Марья Дм., Аннушка (вместе).»', () => {
    expect(readLabel('Марья Дм., Аннушка (вместе). Ах!')).toMatchObject({ label: 'Марья Дм., Аннушка', form: 'remark' });
    expect(readLabel('МАРЬЯ ДМ., АННУШКА. Ах!')).toMatchObject({ key: 'марья дм аннушка', form: 'period' });
    expect(readLabel('Марья Дм. Здравствуй, Аннушка.')).toMatchObject({ label: 'Марья Дм' });
  });

  it('someone described with qualities set against each other («, но»), or against the one before («поплотнее»)', () => {
    expect(readLabel('Голос сердитого чиновника, но, как видно, опытного. Что он знает?')).toMatchObject({ label: 'Голос сердитого чиновника, но, как видно, опытного', form: 'period' });
    expect(readLabel('Старик низенький и седой, но бодрого нрава. Да ведь')).toMatchObject({ label: 'Старик низенький и седой, но бодрого нрава' });
    expect(readLabel('Невзрачный, но ядовитого свойства господин (толкая соседа). Да')).toMatchObject({ form: 'remark' });
    expect(readLabel('ГОЛОС СЕРДИТОГО ЧИНОВНИКА, НО, КАК ВИДНО, ОПЫТНОГО Что он знает?')).toMatchObject({ form: 'caps', speechStart: 51 });
    expect(readLabel('Тоже светский человек, поплотнее (другому). Никогда!')).toMatchObject({ label: 'Тоже светский человек, поплотнее' });
    expect(readLabel('Хорошо, но холодно. Пойдем.')).toBeNull();
    expect(rareLabelOk('Голос сердитого чиновника, но, как видно, опытного')).toBe(true);
  });

  it('one noun told apart by an ordinal in two labels is people of one kind: «Первый сюртук», «Другой сюртук»', () => {
    const b = read(['ДЕЙСТВИЕ ПЕРВОЕ', ...REPLICAS, 'Первый сюртук. Хороша пьеса!', 'Другой сюртук. Так себе.', ...REPLICAS].join('\n\n'));
    expect(who(b, 'Хороша пьеса')).toBe('Первый сюртук');
    expect(who(b, 'Так себе')).toBe('Другой сюртук');
  });

  it('at a scene’s start, several people and then a direction are who is on stage; before speech they speak together', () => {
    const b = read(`ЯВЛЕНИЕ ПЕРВОЕ

Маша и Иван. Иван садится к окну и молчит.

${REPLICAS.join('\n\n')}

ЯВЛЕНИЕ ВТОРОЕ

Маша и Иван. Ау! Где вы?

${REPLICAS.join('\n\n')}
`);
    expect(who(b, 'Иван садится к окну')).toBe('narrator');
    expect(who(b, 'Ау! Где вы?')).toBe('Маша и Иван');
  });

  it('where labels stand above the speech, a name met once right above a label the play prints often is said', () => {
    const above = REPLICAS.flatMap((l) => l.split('. ').map((x, i) => (i === 0 ? `${x}.` : x)));
    const b = read(`(Гостиная. Вечер.)
${above.join('\n')}
Маша.
Позови ко мне Ивана.
Петр Сергеевич.
Иван.
Слушаю, барыня.
${above.join('\n')}
`);
    expect(who(b, 'Петр Сергеевич')).toBe('Маша');
    expect(who(b, 'Слушаю, барыня')).toBe('Иван');
  });

  it('where labels stand above the speech, someone met once opening a later scene speaks', () => {
    const above = REPLICAS.flatMap((l) => l.split('. ').map((x, i) => (i === 0 ? `${x}.` : x)));
    const b = read(`ДЕЙСТВИЕ ПЕРВОЕ

(Гостиная. Вечер.)
${above.join('\n')}

ДЕЙСТВИЕ ВТОРОЕ

Господин в шляпе.
Хозяин дома?
${above.join('\n')}
`);
    expect(who(b, 'Хозяин дома?')).toBe('Господин в шляпе');
  });

  it('a word set with a capital inside a line (a verse line run on: «…полем Из далекой…») is a name only when it can be one', () => {
    const b = read(`${REPLICAS.join('\n\n')}

Иван. Шли мы полем Из далекой стороны.

Одна из дам. Я не верю.

${REPLICAS.join('\n\n')}
`);
    expect(who(b, 'Я не верю')).toBe('Одна из дам');
  });

  it('a counted group alone comes on: «Два офицера.», «Трое мужчин.»', () => {
    const names = new Set(['маша']);
    expect(continuesReplica('Два офицера.', null, names)).toBe(false);
    expect(continuesReplica('Трое мужчин.', null, names)).toBe(false);
    expect(continuesReplica('Два рубля!', null, names)).toBe(true);
  });

  it('lines joined: of two labels in a row one is said, the form the play seldom prints («Андрей. Господин Петров. Маша. Проси.»)', () => {
    const b = read(`Маша. Где же он? Петров. Здесь я. Маша. Куда ты? Петров. Домой. Маша. Вот как! Петров. Да. Андрей. Господин Петров. Маша. Проси.

Петров. Пойду. Маша. Иди. Андрей. Господин Петров. Маша. Опять? Петров. Опять. Андрей. Сейчас. Маша. Прощай.
`);
    expect(who(b, 'Господин Петров')).toBe('Андрей');
    expect(who(b, 'Проси')).toBe('Маша');
  });
});
