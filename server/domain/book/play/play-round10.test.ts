// Round 10 of the play reader, on made-up lines: stage text that was read in a voice (a direction in
// parentheses holding one of its own, a remark opened inside a replica and hard-wrapped over the
// next paragraphs: read-chapter.ts, stage-text.ts; a scene's setting after its heading, detect.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from '../index.ts';
import { NARRATOR_KEY } from '../index.ts';
import { REPLICAS, lines, read, who } from './play.fixture.ts';
import { readLabel } from './labels.ts';
import { continuesReplica, isHeading } from './stage-text.ts';

beforeAll(async () => {
  await initBookPipeline();
});

const CAPS = ['МАША. Где же он?', 'ИВАН. Ушел.', 'МАША. Куда?', 'ИВАН. Не сказал.', 'МАША. Вот как!', 'ИВАН. Да.'];

describe('directions in parentheses', () => {
  it('a parenthesis that holds one of its own is one direction: «(Гости (двое, братья Маши) улыбаются.)»', () => {
    // (The scene opens with its setting in parentheses: the play prints its directions so.)
    const b = read(['(Комната в доме Ивана. Вечер.)', ...CAPS, '(Гости (двое, братья Маши) улыбаются.)', ...CAPS].join('\n\n'));
    expect(who(b, 'улыбаются')).toBe('narrator');
    expect(lines(b).find((l) => l.text.includes('улыбаются'))?.stage).toBe('direction');
  });
});

describe('a remark hard-wrapped over paragraphs of their own', () => {
  const replicas = ['М а ш а. Где же он?', 'И в а н. Ушел.', 'М а ш а. Куда?', 'И в а н. Не сказал.'];

  it('opened inside a replica, it is a remark to its closing parenthesis, then speech again', () => {
    const b = read(['ДЕЙСТВИЕ ПЕРВОЕ', ...replicas, 'И в а н. Пойдем, я тебе все покажу. (Берет ее за руку', 'и ведет к двери; Маша идет', 'нехотя.) Вот здесь.', ...replicas].join('\n\n'));
    expect(lines(b).find((l) => l.text.startsWith('и ведет к двери'))).toMatchObject({ speaker: NARRATOR_KEY, stage: 'remark' });
    expect(lines(b).find((l) => l.text.startsWith('Берет ее'))).toMatchObject({ speaker: NARRATOR_KEY, stage: 'remark' });
    expect(who(b, 'Вот здесь')).toBe('Иван');
  });

  it('its last paragraph may open with a name and close it before another opens: «Маша.) Вот здесь. (Стучит…»', () => {
    const b = read(['ДЕЙСТВИЕ ПЕРВОЕ', ...replicas, 'И в а н. Пойдем, я тебе все покажу. (Стучит в дверь, что напротив', 'Маша.) Вот здесь. (Стучит снова; дверь', 'открывается.)', ...replicas].join('\n\n'));
    expect(lines(b).find((l) => l.text.startsWith('Маша.'))).toMatchObject({ speaker: NARRATOR_KEY, stage: 'remark' });
    expect(who(b, 'Вот здесь')).toBe('Иван');
    expect(lines(b).find((l) => l.text.startsWith('открывается'))).toMatchObject({ speaker: NARRATOR_KEY, stage: 'remark' });
  });
});

describe('a scene opens with its setting', () => {
  it('a place, then what is there and what happens, nothing said to anyone: «Верхнедольск. Зимний вечер. За столом сидит Иван.»', () => {
    // (A made-up town the dictionary does not know, named as the title and in a direction too.)
    const b = read(['Верхнедольск', 'КАРТИНА ПЕРВАЯ', 'Прошло три года. Верхнедольск. Ненастный ноябрьский вечер, ветер.', ...REPLICAS,
      'КАРТИНА ВТОРАЯ', 'Верхнедольск. Зимний вечер. В комнате у окна. За столом сидит Иван.', ...REPLICAS].join('\n\n'));
    expect(who(b, 'Зимний вечер')).toBe('narrator');
    expect(b.characters.map((c) => c.name)).not.toContain('Верхнедольск');
    // Said to someone, it is a replica.
    const said = read(['КАРТИНА ПЕРВАЯ', ...REPLICAS, 'КАРТИНА ВТОРАЯ', 'Петр. Зимний вечер, а ты все сидишь у окна.', ...REPLICAS, 'Петр. Ну?', 'Петр. Иди.'].join('\n\n'));
    expect(who(said, 'Зимний вечер')).toBe('Петр');
  });
});

describe('a stage word alone', () => {
  it('after a replica that is only its remark, «КОНЕЦ» is stage text', () => {
    const b = read(['ДЕЙСТВИЕ ПЕРВОЕ', 'Комната. Вечер.', ...REPLICAS, 'Иван (пожимает плечами и отходит к окну).', 'КОНЕЦ'].join('\n\n'));
    expect(who(b, 'КОНЕЦ')).toBe('narrator');
  });
});

describe('after a remark alone in its paragraph', () => {
  it('the next paragraph is read on its own: a line ending in a colon with a direction\'s signs is a direction', () => {
    const b = read(['ДЕЙСТВИЕ ПЕРВОЕ', 'Комната. Вечер.', ...REPLICAS, 'Маша. Наконец-то все разошлись! Вот и тишина!', '(Отходит к окну.)',
      'Показывается несколько гостей; один говорит, обращаясь к другому:', 'Иван. Пойдем отсюда.', ...REPLICAS].join('\n\n'));
    expect(who(b, 'Показывается несколько гостей')).toBe('narrator');
    expect(who(b, 'Наконец-то')).toBe('Маша');
  });
});

describe('who is on stage', () => {
  it('several people alone on their line, then a direction, are who is on stage: «Маша, Иван и Петр.» / «Петр садится к столу…»', () => {
    const replicas = ['Маша. Где же он?', 'Иван. Ушел.', 'Маша. Куда?', 'Петр. Не сказал.', 'Маша. Вот как!', 'Иван. Да.', 'Петр. Так.'];
    const b = read(['ДЕЙСТВИЕ ПЕРВОЕ', 'Маша, Иван и Петр.', 'Петр садится к столу и задумывается.', ...replicas, ...replicas].join('\n\n'));
    expect(who(b, 'Петр садится к столу')).toBe('narrator');
  });
});

describe('headings', () => {
  it('in an editor\'s brackets: «[КАРТИНА ВТОРАЯ]»', () => {
    expect(isHeading('[КАРТИНА ВТОРАЯ]')).toBe(true);
    expect(isHeading('[Явление 3]')).toBe(true);
    expect(isHeading('[Уходит.]')).toBe(false);
  });
});

describe('a clause after a semicolon', () => {
  it('opens with someone of its own: «Он ранен; рыцарь хватает его за ворот.» is a direction', () => {
    const names = new Set(['маша', 'иван']);
    expect(continuesReplica('Он ранен; рыцарь хватает его за ворот.', 'Куда вы!', names)).toBe(false);
    expect(continuesReplica('Не знаю; отец ждет меня.', 'Куда вы!', names)).toBe(true);
  });
});

describe('someone keeps silent or still', () => {
  const names = new Set(['маша', 'иван']);
  it('the bare sentence is a direction: «Она молчит.», «Никто из гостей не трогается.», «Оба замирают.»', () => {
    expect(continuesReplica('Она молчит.', 'Ну, что же ты?', names)).toBe(false);
    expect(continuesReplica('Никто из гостей не трогается.', 'Ну, что же ты?', names)).toBe(false);
    expect(continuesReplica('Оба замирают.', 'Ну, что же ты?', names)).toBe(false);
    // More around it is speech.
    expect(continuesReplica('Она все молчит-с.', 'Ну, что же ты?', names)).toBe(true);
    expect(continuesReplica('Он молчит, а я жди.', 'Ну, что же ты?', names)).toBe(true);
  });
});

describe('people told by a number', () => {
  it('«№ 1.» alone on its line above the speech is a label where labels stand so', () => {
    const above = ['№ 1.', 'Так, так, так.', '№ 2.', 'Ну что же?', 'Маша.', 'Где же он?', '№ 1.', 'Ушел.', '№ 2.', 'Куда?', 'Маша.', 'Вот как!', '№ 1.', 'Не сказал.'];
    const b = read(['ДЕЙСТВИЕ ПЕРВОЕ', ...above, 'Маша.', 'Ну и ну.', ...above].join('\n'));
    expect(who(b, 'Так, так')).toBe('№ 1');
    expect(who(b, 'Ну что же')).toBe('№ 2');
    expect(lines(b).filter((l) => l.text.startsWith('№'))).toEqual([]);
  });

  it('a scene\'s number, met once, stays a heading: «№ 1» … «№ 3»', () => {
    const replicas = ['Маша. Где же он?', 'Иван. Ушел.', 'Маша. Куда?', 'Иван. Не сказал.'];
    const b = read(['№ 1', ...replicas, '№ 2', ...replicas, '№ 3', ...replicas].join('\n\n'));
    expect(lines(b).filter((l) => l.text.startsWith('№')).map((l) => l.kind)).toEqual(['narration', 'narration', 'narration']);
    expect(b.characters.map((c) => c.name)).not.toContain('№ 2');
  });
});

describe('a name called above a label', () => {
  it('a name met once above a label met more often, and its speech, is said: «Федор Федорович.» / «Петр Сергеевич.» / «Все обыскали…»', () => {
    const above = ['Маша.', 'Где же он?', 'Иван.', 'Ушел.', 'Маша.', 'Куда?', 'Иван.', 'Не сказал.'];
    const b = read(['ДЕЙСТВИЕ ПЕРВОЕ', ...above, 'Иван.', 'Позовите ко мне Петра Сергеевича.', '(Маша выходит. Входит Петр Сергеевич.)',
      'Федор Федорович.', 'Петр Сергеевич.', 'Все обыскали, нет такого, ваше превосходительство.', 'Иван.', 'Надо найти.',
      'Петр Сергеевич.', 'Нет нигде.', ...above].join('\n'));
    expect(who(b, 'Все обыскали')).toBe('Петр Сергеевич');
    expect(b.characters.map((c) => c.name)).not.toContain('Федор Федорович');
  });
});

describe('letters set apart', () => {
  it('split again into words for several speaking at once: «В с е х о р о м» is «Все хором», not «Всех о ром»', () => {
    expect(readLabel('В с е х о р о м. Ура!')).toMatchObject({ label: 'Все хором' });
    expect(readLabel('В с е в м е с т е. Ура!')).toMatchObject({ label: 'Все вместе' });
  });
});

describe('the curtain', () => {
  it('«Занавес» alone ends the act: what follows it unlabelled is stage text', () => {
    const b = read(['ДЕЙСТВИЕ ПЕРВОЕ', 'Комната. Вечер.', ...REPLICAS, 'Занавес', 'Между первым и вторым действием проходит год.', 'ДЕЙСТВИЕ ВТОРОЕ', 'Сад. Утро.', ...REPLICAS].join('\n\n'));
    expect(who(b, 'Между первым и вторым')).toBe('narrator');
  });
});

describe('no label', () => {
  it('in capitals, «Я» after a label is the speech, never the label\'s letter: «БИШОНКОВ Я.»', () => {
    expect(readLabel('БИШОНКОВ Я.')).toMatchObject({ label: 'БИШОНКОВ', speechStart: 9 });
    expect(readLabel('ГОСПОДИН А.')).toMatchObject({ label: 'ГОСПОДИН А' });
  });

  it('someone and whom they follow or are with is a direction: «Пирамидов за ним.», «Маша с нею.»; «Один из них.» is someone', () => {
    expect(readLabel('Пирамидов за ним. В саду показывается Маша.')).toBeNull();
    expect(readLabel('Маша с нею. Обе уходят.')).toBeNull();
    expect(readLabel('Один из них. Да что вы!')).toMatchObject({ label: 'Один из них' });
    expect(readLabel('Голос за сценой. Эй!')).toMatchObject({ label: 'Голос за сценой' });
  });
});
