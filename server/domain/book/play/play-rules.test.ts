// The play reader's rules one by one, on made-up lines: labels (labels.ts), labels met once
// (detect.ts), stage text against speech (stage-text.ts), and through the whole pipeline the layouts
// that need them (verse, a remark on a line of its own; lines joined into paragraphs: play-joined.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline, NARRATOR_KEY } from '../index.ts';
import { labelsRead, lines, read, who } from './play.fixture.ts';
import { rareLabelOk } from './label-words.ts';
import { readLabel } from './labels.ts';
import { continuesReplica, textSigns } from './stage-text.ts';

beforeAll(async () => {
  await initBookPipeline();
});



describe('labels', () => {
  it('people told apart by a number: «1.) Старуха.», «Гость 2).», «2.) — …»', () => {
    expect(readLabel('1.) Старуха. Здравствуй, мать моя.')).toMatchObject({ label: '1.) Старуха', key: '1 старуха', speechStart: 13 });
    expect(readLabel('Гость 2). Я был там вчера.')).toMatchObject({ key: 'гость 2', speechStart: 10 });
    expect(readLabel('ГОСТЬ 2). Я был там вчера.')).toMatchObject({ key: 'гость 2' });
    expect(readLabel('2.) — Куда барин поехал?')).toMatchObject({ key: '2', speechStart: 4 });
    expect(readLabel('Г о с т ь 2). Я был там вчера.')).toMatchObject({ key: 'гость 2', speechStart: 14 });
    expect(readLabel('2.) Г о с т ь. Я был там вчера.')).toMatchObject({ key: '2 гость' });
    expect(readLabel('О д н а и з д а м. Я не думаю.')).toMatchObject({ label: 'Одна из дам' });
    expect(readLabel('Г о с п о д и н с д р у г о й с т о р о н ы. Да.')).toMatchObject({ label: 'Господин с другой стороны' });
    expect(readLabel('С е л и в ё р с т. Да.')).toMatchObject({ label: 'Селивёрст' });
  });

  it('an initial before the name: «К. Софья.», «К. СОФЬЯ Текст»; but «Я. Нет.» is speech', () => {
    expect(readLabel('К. Софья. Вы вчера прекрасно играли.')).toMatchObject({ key: 'к софья', form: 'period' });
    expect(readLabel('К. СОФЬЯ Вы вчера прекрасно играли.')).toMatchObject({ key: 'к софья', form: 'caps', speechStart: 9 });
    expect(readLabel('Я. Нет.')).toBeNull();
  });

  it('in capitals, a capital letter alone ends a label when the label ends there: «ГОСПОДИН А. Текст»', () => {
    expect(readLabel('ГОСПОДИН А. Я не о том говорю.')).toMatchObject({ key: 'господин а', speechStart: 12 });
    expect(readLabel('МАША А я не пойду.')).toMatchObject({ key: 'маша', speechStart: 5 });
  });

  it('in capitals, a letter alone ends a label before a word no sentence capitalises inside: «ГОСПОДИН Б Что?»', () => {
    expect(readLabel('ГОСПОДИН Б Что вы говорите?')).toMatchObject({ key: 'господин б', form: 'caps', speechStart: 11 });
    expect(readLabel('ГОСПОДИН А Я не о том говорю.')).toMatchObject({ key: 'господин а', speechStart: 11 });
    expect(readLabel('КНЯЗЬ N А что?')).toMatchObject({ key: 'князь n', speechStart: 8 });
    // A letter that is a word, before a name or a word capitalised by custom, is speech.
    expect(readLabel('ЗОЯ В Воронеже?')).toMatchObject({ key: 'зоя', speechStart: 4 });
    expect(readLabel('ЗОЯ О Боже мой!')).toMatchObject({ key: 'зоя', speechStart: 4 });
  });

  it('someone told by a number sign: «№ 1. Текст»; «№ 5» alone is a label alone only if it recurs (round 10: play-round10.test.ts)', () => {
    expect(readLabel('№ 1. Так, так, я вижу.')).toMatchObject({ label: '№ 1', form: 'period', speechStart: 5 });
    expect(readLabel('№ 5')).toMatchObject({ label: '№ 5', form: 'alone' });
    expect(readLabel('№ 2 Нет, это не так.')).toMatchObject({ label: '№ 2', form: 'caps', speechStart: 4 });
  });

  it('someone named by what they are, and after a comma what they are like, before a remark', () => {
    expect(readLabel('Светский человек, щеголевато одетый (сходя с лестницы). Плут портной!')).toMatchObject({ label: 'Светский человек, щеголевато одетый', form: 'remark' });
    expect(readLabel('Невзрачный, но ядовитого свойства человек (толкая соседа). Глухота!')).toMatchObject({ label: 'Невзрачный, но ядовитого свойства человек' });
    // Without a remark after it, or after a name or a pronoun, it is said.
    expect(readLabel('Станки, вещи и еды (хором). Свое берите!')).toMatchObject({ label: 'Станки, вещи и еды' });
    expect(readLabel('Господа, тише (шепотом). Идут сюда!')).toBeNull();
    expect(readLabel('Мадам, один тур. Что за черт!')).toBeNull();
    expect(readLabel('Маша, милая (плачет). Уходи.')).toBeNull();
    expect(readLabel('Барин твой, барином(?) ему быть должно.')).toBeNull();
  });

  it('someone named by what they are, and after a comma what they are like in two words or more, before speech', () => {
    expect(readLabel('Старик, сердитый насчет погоды. Опять дождь!')).toMatchObject({ label: 'Старик, сердитый насчет погоды', form: 'period' });
    expect(readLabel('Голубчик, милый. Не уходи.')).toBeNull();
    expect(readLabel('Мадам, один тур. Прошу.')).toBeNull();
  });

  it('after a preposition a noun, whatever else it reads as: «ОДНА ИЗ ДАМ Текст»', () => {
    expect(readLabel('ОДНА ИЗ ДАМ Я не думаю, чтоб он был такое важное лицо.')).toMatchObject({ key: 'одна из дам', form: 'caps' });
  });

  it('«Да-с.», «Слушаю-с.»: the servant’s «sir» is speech', () => {
    expect(readLabel('Слушаю-с. Сию минуту.')).toBeNull();
    expect(rareLabelOk('Да-с')).toBe(false);
  });
});

describe('a label met once reads like someone', () => {
  it('an adjective or a numeral for people: «Пятый», «Некоторые», «Одна из дам», «Несколько голосов», «Хором»', () => {
    for (const l of ['Пятый', 'Второй', 'Некоторые', 'Одна из дам', 'Несколько голосов', 'Хором']) expect(rareLabelOk(l), l).toBe(true);
    for (const l of ['Хорошо', 'Готова', 'Важная причина']) expect(rareLabelOk(l), l).toBe(false);
  });

  it('one of a crowd, the same kind again, people and what they are like: «Один из народа», «Тоже светский человек», «Господа хорошо одетые»', () => {
    for (const l of ['Один из народа', 'Тоже светский человек, поплотнее', 'Просто враль', 'Господа хорошо одетые']) expect(rareLabelOk(l), l).toBe(true);
    for (const l of ['Один из домов', 'Тоже хорошо', 'Княжна невинная им вновь похищена']) expect(rareLabelOk(l), l).toBe(false);
  });

  it('a surname the dictionary reads otherwise: «Бальзаминова» (a possessive), «Бенедиктов» (of the Benedikts)', () => {
    expect(rareLabelOk('Бальзаминова')).toBe(true);
    expect(rareLabelOk('Бенедиктов')).toBe(true);
    expect(rareLabelOk('Здорова')).toBe(false);
  });

  it('a voice offstage: «За сценой голос Кучумова»', () => {
    expect(rareLabelOk('За сценой голос Кучумова')).toBe(true);
    expect(rareLabelOk('За сценой шум')).toBe(false);
  });
});

describe('a label met once that names a thing, printed as the play prints its labels', () => {
  const caps = ['КУЗНЕЦ. Где мы?', 'ПЕКАРЬ. Не знаю.', 'КУЗНЕЦ. Пойдем дальше.', 'ПЕКАРЬ. Пойдем.', 'ПАРОВОЗ. Дайте мне угля!',
    'КУЗНЕЦ. Слышишь?', 'ПЕКАРЬ. Слышу.', 'КУЗНЕЦ. Идем.'];
  it('in capitals where the play’s labels are: «ПАРОВОЗ. Дайте мне угля!»', () => {
    const b = read(caps.join('\n'));
    expect(who(b, 'Дайте мне угля')).toBe('Паровоз');
    expect(labelsRead(b, /ПАРОВОЗ/)).toEqual([]);
  });

  it('a number sign, and a description after a comma with a remark: labels met once', () => {
    const b = read(caps.map((l) => l.replace(/^([А-Я]+)/, (m) => m[0] + m.slice(1).toLowerCase())).join('\n\n')
      .replace('Паровоз. Дайте мне угля!', '№ 1. Я тут давно стою.\n\nПожилой человек, несколько сердитый (соседу). Пойдем отсюда!'));
    expect(who(b, 'Я тут давно')).toBe('№ 1');
    expect(who(b, 'Пойдем отсюда')).toBe('Пожилой человек, несколько сердитый');
  });

  it('words said before a remark are no label: «Господа, тише (шепотом).»', () => {
    const b = read(caps.map((l) => l.replace(/^([А-Я]+)/, (m) => m[0] + m.slice(1).toLowerCase())).join('\n').replace('Паровоз. Дайте мне угля!', 'Кузнец. Идут.\nГоспода, тише (шепотом). Идут сюда!'));
    expect(b.characters.map((c) => c.name)).not.toContain('Господа, тише');
  });

  it('in capitals on a line of its own, where the labels stand above the speech: «ПАРОВОЗ» / «Дайте мне угля!»', () => {
    const b = read(caps.map((l) => l.replace('. ', '\n\n')).join('\n\n'));
    expect(who(b, 'Дайте мне угля')).toBe('Паровоз');
    expect(labelsRead(b, /ПАРОВОЗ/)).toEqual([]);
  });

  it('with a remark after it: «Серая шинель (соседу). Пойдем отсюда!»', () => {
    const b = read(caps.map((l) => l.replace(/^([А-Я]+)/, (m) => m[0] + m.slice(1).toLowerCase())).join('\n').replace('Паровоз. Дайте мне угля!', 'Серая шинель (соседу). Пойдем отсюда!'));
    expect(who(b, 'Пойдем отсюда')).toBe('Серая шинель');
  });
});

describe('stage text', () => {
  const names = new Set(['бенедиктов', 'тургенев']);
  it('someone unnamed doing something is a direction: «Через две комнаты играют вальс», «Из люка лезут матросы»', () => {
    expect(continuesReplica('Через две комнаты играют меланхолический вальс.', null, names)).toBe(false);
    expect(continuesReplica('Из люка лезут разбуженные матросы.', null, names)).toBe(false);
    expect(continuesReplica('Сейчас заходят пароходы.', null, names)).toBe(true);
  });

  it('someone with what they are like first, and what they do: «Станционный смотритель уходит»', () => {
    expect(continuesReplica('Станционный смотритель уходит.', null, names)).toBe(false);
    expect(continuesReplica('Наехавшие рыцари нападают на вассалов.', null, names)).toBe(false);
  });

  it('someone of the play, a gerund’s phrase between commas, then what they do: «Бенедиктов, проходя с женой к крыльцу, кланяется соседке»', () => {
    expect(continuesReplica('Бенедиктов, проходя с женой к крыльцу, кланяется соседке.', null, names)).toBe(false);
    expect(continuesReplica('Бенедиктов, уходя, говорит, что я ему надоел.', null, names)).toBe(true);
  });

  it('a replica that ends in an editor’s bracket («…валерианка?]») has ended: a direction may follow', () => {
    expect(continuesReplica('Бенедиктов садится.', 'Разве [мне поможет валерианка?]', names)).toBe(false);
  });

  it('someone named first, and their verb a little further on: «Бенедиктов с шалью в руках быстро подбегает к жене»; not a verse line opening with «И»', () => {
    expect(continuesReplica('Бенедиктов с шалью в руках быстро подбегает к жене.', null, names)).toBe(false);
    expect(continuesReplica('Слуги молча сымают шляпы и не трогаются.', null, names)).toBe(false);
    expect(continuesReplica('И сердце его еще несчастную пленяет...', 'Не верь ему, сестра!', names, true)).toBe(true);
  });

  it('a noun as likely as «I» doing something is the noun: «…прибегает в переднюю» is a direction', () => {
    expect(continuesReplica('Бенедиктов прибегает в переднюю, потом таинственно обратно.', null, names)).toBe(false);
    expect(continuesReplica('Бенедиктов уходит, а я остаюсь.', null, names)).toBe(true);
  });

  it('a noun as likely as the imperative is the noun: «Долгий поцелуй.»', () => {
    expect(continuesReplica('Долгий поцелуй.', 'Милая моя, хорошая.', names)).toBe(false);
    expect(continuesReplica('Поцелуй меня.', 'Милая моя, хорошая.', names)).toBe(true);
  });

  it('what someone unnamed says, told and quoted, or to come: «Крик в саду: "Горим!"»; not speech ending in a colon', () => {
    expect(continuesReplica('Крик в саду: "Горим, горим!"', 'Ну, прощайте.', names)).toBe(false);
    expect(continuesReplica('Где-то в саду закричали громко: "Горим!"', 'Ну, прощайте.', names)).toBe(false);
    expect(continuesReplica('Скажу вам одно:', 'Ну, прощайте.', names)).toBe(true);
  });

  it('someone of the play and where or how, with no verb: «Бенедиктов в дверях», «Бенедиктов, крадучись»', () => {
    expect(continuesReplica('Бенедиктов в дверях.', null, names)).toBe(false);
    expect(continuesReplica('Бенедиктов, крадучись.', null, names)).toBe(false);
    // A verse line that opens with «И» is no one.
    expect(continuesReplica('И через секунду', 'Электросеялка!', names, true)).toBe(true);
  });

  it('a place and what is there, no verb: «В казармах гул.», «За сценою глухая музыка.»', () => {
    expect(continuesReplica('В казармах гул.', null, names)).toBe(false);
    expect(continuesReplica('За сценою глухая музыка.', null, names)).toBe(false);
    expect(continuesReplica('В животе такой разговорище.', null, names)).toBe(true);
    // Verse says such things too.
    expect(continuesReplica('В пустыне зной.', 'Идем, идем вперед.', names, true)).toBe(true);
  });

  it('a place, what happens there and who does it: «Из подворотни выходит губернатор»', () => {
    expect(continuesReplica('Из подворотни выходит губернатор, за ним адъютант.', null, names)).toBe(false);
    expect(continuesReplica('В дверях появляется военный министр, кланяется.', null, names)).toBe(false);
    expect(continuesReplica('В саду сейчас хорошо, пойдемте.', null, names)).toBe(true);
  });

  it('a person of the play and a short participle: «Бенедиктов подавлен»', () => {
    expect(continuesReplica('Бенедиктов подавлен.', null, names)).toBe(false);
  });

  it('an imperative less likely than a noun is no sign of speech: «Тургенев, обжигаясь, пьет чай»', () => {
    expect(textSigns('Тургенев, обжигаясь, пьет чай.', names).speech).toBe(0);
  });

  it('a modal parenthesis, a pronoun late in a long paragraph: speech', () => {
    expect(continuesReplica('В доме, кажется, играют. Надо идти.', null, names)).toBe(true);
    const long = 'Тела живых существ исчезли в прахе, и вечная материя обратила их в камни, в воду, в облака, а души их всех слились в одну. Общая мировая душа — это я.';
    expect(continuesReplica(long, null, names)).toBe(true);
  });
});

describe('layouts that need these rules', () => {
  it('a remark on a line of its own between a label and a one-line speech: the speech is no label', () => {
    const b = read(['Зоя.', 'Поздравляю вас, господа.', 'Аметистов.', 'Благодарим.', 'Зоя.', '(тихо).', 'Аллилуя.', 'Аметистов.',
      'Вот я и хотел сказать: Аллилуя!', 'Зоя.', 'Идите.', 'Аметистов.', 'Иду.'].join('\n'));
    expect(who(b, 'Аллилуя.')).toBe('Зоя');
    expect(who(b, 'Вот я и хотел')).toBe('Аметистов');
  });

  it('a thing opening a paragraph where labels open them speaks when speech talks to someone; a scene\'s noun before a direction does not', () => {
    const replicas = ['Маша. Где же он?', 'Иван. Ушел.', 'Маша. Куда?', 'Иван. Не сказал.'];
    const b = read(['ДЕЙСТВИЕ ПЕРВОЕ', ...replicas, 'Самовар. Стойте! Не трогайте меня!', 'Маша. Ах!', 'Тишина. Входит Петр.', ...replicas].join('\n\n'));
    expect(who(b, 'Не трогайте меня')).toBe('Самовар');
    expect(labelsRead(b, /Самовар\./)).toEqual([]);
    expect(b.characters.map((c) => c.name)).not.toContain('Тишина');
    // Where labels stand above the speech.
    const above = ['Маша.', 'Где же он?', 'Иван.', 'Ушел.', 'Маша.', 'Куда?', 'Иван.', 'Не сказал.'];
    const c = read(['ДЕЙСТВИЕ ПЕРВОЕ', ...above, 'Самовар.', 'Стойте! Не трогайте меня!', 'Маша.', 'Ах!', ...above].join('\n\n'));
    expect(who(c, 'Не трогайте меня')).toBe('Самовар');
    expect(labelsRead(c, /Самовар\./)).toEqual([]);
  });

  it('a date heading scene after scene («3-го февраля. Утро.») is no one, even beside people told by a number', () => {
    const scene = (when: string) => `Сцена\n\n${when}\n\n1.) — Где же он?\n\n3.) — Ушел.\n\n1.) — Куда?\n\n3.) — Не сказал.`;
    const b = read([scene('3-го февраля. Утро.'), scene('4-го февраля. День.'), scene('3-го февраля. Вечер.')].join('\n\n\n'));
    expect(who(b, 'Утро.')).toBe('narrator');
    expect(who(b, 'Вечер.')).toBe('narrator');
  });

  it('a sound or a stir alone after a replica is a direction: «Аплодисменты.», «Громкие аплодисменты.»', () => {
    const names = new Set(['маша']);
    expect(continuesReplica('Аплодисменты.', 'Я кончила.', names)).toBe(false);
    expect(continuesReplica('Громкие аплодисменты.', 'Я кончила.', names)).toBe(false);
    expect(continuesReplica('Аплодисменты!', 'Я кончила.', names)).toBe(true);
    expect(continuesReplica('Дети.', 'Я кончила.', names)).toBe(true);
  });

  it('a remark after a label hard-wrapped onto a paragraph of its own: its rest is a remark, then speech', () => {
    const replicas = ['М а ш а. Где же он?', 'И в а н. Ушел.', 'М а ш а. Куда?', 'И в а н. Не сказал.'];
    const b = read(['ДЕЙСТВИЕ ПЕРВОЕ', ...replicas, 'И в а н (подходит к окну, смотрит вдаль и долго', 'молчит, потом оборачивается). Вот он идет!', ...replicas].join('\n\n'));
    expect(who(b, 'Вот он идет!')).toBe('Иван');
    expect(labelsRead(b, /И в а н/)).toEqual([]);
    expect(lines(b).find((l) => l.text.startsWith('молчит'))).toMatchObject({ speaker: NARRATOR_KEY, stage: 'remark' });
  });

  it('a direction in parentheses hard-wrapped over paragraphs of their own is stage text, and the book prints directions in parentheses', () => {
    const replicas = ['М а ш а. Где же он?', 'И в а н. Ушел.', 'М а ш а. Куда?', 'И в а н. Не сказал.'];
    const b = read(['ДЕЙСТВИЕ ПЕРВОЕ', '(Комната. Маша сидит у окна, Иван стоит', 'у дверей.)', ...replicas,
      'М а ш а. Беги за ним!', 'Он уходит навсегда.', '(Иван выбегает из комнаты, хлопает дверью,', 'Маша плачет у окна, свеча гаснет.)',
      ...replicas].join('\n\n'));
    expect(who(b, 'Маша плачет у окна')).toBe('narrator');
    expect(lines(b).find((l) => l.text.startsWith('Маша плачет'))).toMatchObject({ stage: 'direction' });
    // Directions are in parentheses: bare text after a replica is more of it.
    expect(who(b, 'Он уходит навсегда')).toBe('Маша');
  });

  it('alone on its line, someone named by what they are, then after a comma what they are like; not a verse line', () => {
    expect(readLabel('Господин, несколько равнодушный к музыке.')).toMatchObject({ label: 'Господин, несколько равнодушный к музыке', form: 'alone' });
    expect(readLabel('Молодой человек, бедно одетый.')).toMatchObject({ form: 'alone' });
    expect(readLabel('Старик несчастный, жертва злобной клеветы.')).toBeNull();
    expect(readLabel('Мадам, один тур.')).toBeNull();
  });

  it('a scene\'s time or place named with no verb, nothing said to anyone, is a direction; a short line of verse like it is not', () => {
    const names = new Set(['маша']);
    expect(continuesReplica('Летняя ночь. Сад у дома. Скамья, фонарь.', 'Я кончила.', names)).toBe(false);
    expect(continuesReplica('Старая деревенская гостиная.', 'Я кончила.', names)).toBe(false);
    expect(continuesReplica('Сумрак на пристани. Тусклый свет фонарей.', 'Я кончила.', names)).toBe(false);
    expect(continuesReplica('Плоды мечты.', 'Я кончила.', names)).toBe(true);
    expect(continuesReplica('В саду густой туман. Тишина.', 'Я кончила.', names)).toBe(false);
    expect(continuesReplica('В толпе смятение. Крик.', 'Я кончила.', names)).toBe(false);
    expect(continuesReplica('Летняя ночь. Как ты хороша!', 'Я кончила.', names)).toBe(true);
  });

  it('a scene in verse, a paragraph a line, that opens with its one label is the play’s', () => {
    const verse = Array.from({ length: 40 }, (_, i) => (i % 2 ? 'И сердце бьется в тишине,' : 'Ночная тень легла на дол.')).join('\n');
    const dialog = 'Терей. Где ты, Линсей?\nИ где твой меч, и где твой щит?\nЛинсей. Я здесь.\nИ меч со мной.\nТерей. Иди за мной.\nЛинсей. Иду.\nТерей. Скорее!\nЛинсей. Бегу.';
    const b = read(`ЯВЛЕНИЕ ПЕРВОЕ\n\n${dialog}\n\n\nЯВЛЕНИЕ ВТОРОЕ\n\n${dialog}\n\n\nЯВЛЕНИЕ ТРЕТЬЕ\n\nТерей (один). Куда стремлюсь я?\n${verse}\n\n\nЯВЛЕНИЕ ЧЕТВЕРТОЕ\n\n${dialog}\n`);
    expect(who(b, 'Куда стремлюсь')).toBe('Терей');
    expect(who(b, 'Ночная тень')).toBe('Терей');
  });

  it('an act’s last replica that the splitter takes for an epigraph is still a replica', () => {
    const replicas = ['Анна. Что же это?', 'Яков. Не знаю.', 'Анна. Уходи.', 'Яков. Уйду.', 'Анна. Совсем?', 'Яков. Совсем.'];
    const b = read(`ДЕЙСТВИЕ ПЕРВОЕ\n\n\nЯВЛЕНИЕ I\n\n${replicas.join('\n\n')}\n\n\nЯВЛЕНИЕ II\n\nЯков (ударив себя в грудь). Бог видит, какова моя душа.\n\n` +
      `Занавес падает.\n\n\nДЕЙСТВИЕ ВТОРОЕ\n\nКабинет.\n\n\nЯВЛЕНИЕ I\n\n${replicas.join('\n\n')}\n`);
    expect(who(b, 'Бог видит')).toBe('Яков');
  });
});
