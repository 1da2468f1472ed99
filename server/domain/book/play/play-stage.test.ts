// Round 9 of the play reader, on made-up lines: directions printed bare that tell what happens in
// the present (stage-text.ts), a speaker gone off (leaving.ts, read-chapter.ts), paragraphs that open like a
// replica but are stage text (stage-hits.ts), and labels met once (detect.ts, label-words.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from '../index.ts';
import { REPLICAS, labelsRead, read, who } from './play.fixture.ts';
import { thingNamed } from './label-words.ts';
import { readLabel } from './labels.ts';
import { leaves } from './leaving.ts';
import { continuesReplica } from './stage-text.ts';

beforeAll(async () => {
  await initBookPipeline();
});

const names = new Set(['бенедиктов', 'маша', 'иван']);

describe('directions printed bare', () => {
  it('someone comes, goes or shows, or a sound is heard, told in the present: «Вдали показывается молодая дама с мужем.»', () => {
    expect(continuesReplica('Вдали показывается молодая дама с мужем.', 'Ну, прощайте.', names)).toBe(false);
    expect(continuesReplica('Прямо из зала к столу врывается почтальон.', 'Ну, прощайте.', names)).toBe(false);
    expect(continuesReplica('Где-то отдаленно и бравурно играет рояль.', 'Ну, прощайте.', names)).toBe(false);
    // Said to someone, or a verse line read out that does not end its sentence.
    expect(continuesReplica('Сейчас входит почтальон, я видел.', 'Ну, прощайте.', names)).toBe(true);
    expect(continuesReplica('Из дома муж уходит смело', 'Ну, прощайте.', names)).toBe(true);
  });

  it('a short line ending in a colon after a closing remark is a direction when it has a sign of its own: «Начинается игра. Раздаются восклицания:»', () => {
    expect(continuesReplica('Начинается игра. Раздаются восклицания:', 'Ну, садитесь. (Мечет банк.)', names)).toBe(false);
    // Right after speech it is more of it.
    expect(continuesReplica('Начинается игра. Раздаются восклицания:', 'Ну, садитесь.', names)).toBe(true);
    expect(continuesReplica('Скажу вам одно:', 'Ну, садитесь. (Мечет банк.)', names)).toBe(true);
  });

  it('nothing said to anyone, and a later sentence tells what someone does: «Одевание: шуба, платок. Бенедиктов суетится.»', () => {
    expect(continuesReplica('Одевание: шуба, платок, ботинки. Бенедиктов суетится, помогает.', 'Ну, прощайте.', names)).toBe(false);
    // The speaker's own remark in parentheses is no such sentence.
    expect(continuesReplica('Документ есть. Деньги в спальне. (Бросается в спальню.)', 'Ну, прощайте.', names)).toBe(true);
    // Said to someone.
    expect(continuesReplica('Одевание: шуба, платок, ботинки... Бенедиктов суетится.', 'Ну, прощайте.', names)).toBe(true);
  });
});

describe('people counted first', () => {
  it('with where or who else and no verb: «Двое других гостей позади.», «Несколько рыцарей, между ними Маша и Иван.»', () => {
    expect(continuesReplica('Двое других гостей позади.', 'Ну, прощайте.', names)).toBe(false);
    expect(continuesReplica('Несколько рыцарей, между ними Маша и Иван.', 'Ну, прощайте.', names)).toBe(false);
    // Things counted are said.
    expect(continuesReplica('Два рубля за всё, не больше.', 'Ну, прощайте.', names)).toBe(true);
  });

  it('and what they do in the present: «Два офицера, узнавшие друг друга, переговариваются через толпу.»', () => {
    expect(continuesReplica('Два офицера, узнавшие друг друга, переговариваются через толпу.', 'Ну, прощайте.', names)).toBe(false);
    expect(continuesReplica('Два года прошло, а ничего не изменилось.', 'Ну, прощайте.', names)).toBe(true);
  });
});

describe('off the stage', () => {
  it('what is heard there, with no verb: «Бурные взрывы хохота за сценой, звон стекла.»; speech says «На сцене бал.»', () => {
    expect(continuesReplica('Бурные взрывы хохота за сценой, звон битого стекла.', 'Ну, прощайте.', names)).toBe(false);
    expect(continuesReplica('За сценою глухая музыка, изредка аплодисменты.', 'Ну, прощайте.', names)).toBe(false);
    expect(continuesReplica('На сцене бал, ужин, шампанское.', 'Ну, прощайте.', names)).toBe(true);
  });
});

describe('a speaker gone off', () => {
  it('a remark that sends the speaker off: «(Уходит.)», «(Пропускает гостя и скрывается.)»; not someone else, nor coming back', () => {
    expect(leaves('Уходит.')).toBe(true);
    expect(leaves('Пропускает гостя и скрывается.')).toBe(true);
    expect(leaves('Быстро уходит в сад.')).toBe(true);
    expect(leaves('Василий уходит.')).toBe(false);
    expect(leaves('Выбегает начальник тюрьмы.')).toBe(false);
    expect(leaves('Выходит, через минуту возвращается.')).toBe(false);
    expect(leaves('Уходя.')).toBe(false);
  });

  it('after it, what follows unlabelled is stage text, unless cried back', () => {
    const b = read(['ДЕЙСТВИЕ ПЕРВОЕ', ...REPLICAS, 'Маша. Прощайте. (Уходит.)', 'В руках у Ивана старая шапка.', ...REPLICAS,
      'Маша. Прощайте. (Уходит.)', 'Ау! Ау!', ...REPLICAS].join('\n\n'));
    expect(who(b, 'В руках у Ивана')).toBe('narrator');
    expect(who(b, 'Ау! Ау!')).toBe('Маша');
  });
});

describe('paragraphs that open like a replica but are stage text', () => {
  it('a label’s remark, then the sentence going on in small letters: «Гости (двое, соседи) улыбаются.»', () => {
    const guests = ['Гости. Здравствуйте!', 'Маша. Садитесь.', 'Гости. Спасибо.', 'Иван. Чаю?', 'Гости. Пожалуй.'];
    const b = read(['ДЕЙСТВИЕ ПЕРВОЕ', ...REPLICAS, ...guests, 'Гости (двое, соседи Маши) улыбаются.', ...REPLICAS].join('\n\n'));
    expect(who(b, 'улыбаются')).toBe('narrator');
  });

  it('someone alone, then what they do: «Иван один. Долго смотрит в окно.»', () => {
    const b = read(['ДЕЙСТВИЕ ПЕРВОЕ', ...REPLICAS, 'Иван один. Долго смотрит в окно.', ...REPLICAS].join('\n\n'));
    expect(who(b, 'смотрит в окно')).toBe('narrator');
  });

  it('a play’s title that names one of its people, above its genre: «Маша» / «Комедия в двух действиях»', () => {
    const b = read(['Маша', 'Комедия в двух действиях', 'Действие в деревне, в доме Ивана.', 'ДЕЙСТВИЕ ПЕРВОЕ', ...REPLICAS, ...REPLICAS].join('\n\n'));
    expect(who(b, 'Действие в деревне')).toBe('narrator');
  });

  it('where labels end with a full stop, a colon and a quote tell what is heard: «Толпа: "Долой!"»', () => {
    const b = read(['ДЕЙСТВИЕ ПЕРВОЕ', ...REPLICAS, 'Толпа: "Долой его!"', ...REPLICAS, 'Толпа. Ура!', 'Толпа. Ура!', 'Толпа. Ура!'].join('\n\n'));
    expect(who(b, 'Долой его')).toBe('narrator');
  });
});

describe('labels met once', () => {
  it('alone on its line, someone and after a comma a comparative in «по-»: «Тоже светский человек, поплотнее.»; not «Господа, тише.»', () => {
    expect(readLabel('Тоже светский человек, поплотнее.')).toMatchObject({ label: 'Тоже светский человек, поплотнее', form: 'alone' });
    expect(readLabel('Господа, тише.')).toBeNull();
  });

  it('a thing speaking may be a noun as likely as a short participle: «Молот»; not «Рад»', () => {
    expect(thingNamed('Молот')).toBe(true);
    expect(thingNamed('Рад')).toBe(false);
  });

  it('inside a paragraph, right after a remark that closed a replica: «(Хватает ее за руку.) Девушка. Пустите!»', () => {
    const b = read(`ДЕЙСТВИЕ ПЕРВОЕ

${REPLICAS.join(' ')}

Иван. Постой, куда ты? (Хватает ее за руку.) Девушка. Пустите, некогда мне! (Вырывается и убегает.) Маша. Ушла. Иван. Да.
`);
    expect(who(b, 'Пустите, некогда')).toBe('Девушка');
    expect(labelsRead(b, /Девушка/)).toEqual([]);
  });

  it('lines joined: what they are like, then the noun of another label of the play: «Отставший чиновник» where it has «Чиновник важной наружности»', () => {
    const b = read(`Маша. Где же он? Чиновник важной наружности. Ушел. Маша. Куда? Чиновник важной наружности. Не сказал. Маша. Вот как! Чиновник важной наружности. Да. Иван. Нет. Отставший чиновник. Только время даром пропало! Маша. Ах!

Иван. Пойду. Маша. Иди. Иван. Прощай. Маша. Прощай.
`);
    expect(who(b, 'Только время даром')).toBe('Отставший чиновник');
  });

  it('lines joined: a noise and what it is like, met again and again where labels stand, speaks for a crowd: «…кто за. Общий гул. Долой!»', () => {
    const b = read(`Маша. Где же он? Иван. Ушел. Маша. Куда? Общий гул. Долой его! Иван. Не сказал. Общий гул. Ура! Маша. Вот как!

Иван. Пойду. Общий гул. Не пускать! Маша. Иди. Иван. Прощай. Маша. Прощай.
`);
    expect(who(b, 'Долой его')).toBe('Общий гул');
    expect(labelsRead(b, /Общий гул/)).toEqual([]);
  });
});
