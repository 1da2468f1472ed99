// The challenge set of tags with no name: «— …, — сказал он / она / я», «отвечал он ей», and runs
// of untagged turns, in made-up scenes with invented names (none from a labelled book). Each case
// lists who says every speech line of the scene, in order.
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from './index.ts';
import { whoSaid } from './prose.fixture.ts';

beforeAll(async () => {
  await initBookPipeline();
});

const TWO_MEN = 'Игнат и Степан сидели у окна и молчали.';
const THREE_MEN = 'Игнат, Степан и Тимофей сидели у окна и молчали.';

describe('a pronoun tag in a new turn', () => {
  it('is the other man of the two, not the one who has just spoken', () => {
    expect(whoSaid([TWO_MEN, '— Пойдем завтра на реку? — спросил Игнат.', '— Пойдем, — отвечал он.'])).toEqual(['Игнат', 'Степан']);
    expect(whoSaid([TWO_MEN, '— Пойдем завтра на реку? — спросил Игнат.', '— Пойдем, — отвечал он ему.'])).toEqual(['Игнат', 'Степан']);
  });

  it('is the one the question before was put to', () => {
    expect(whoSaid([TWO_MEN, '— Пойдем завтра на реку? — спросил Игнат Степана.', '— Пойдем, — отвечал он.'])).toEqual(['Игнат', 'Степан']);
  });

  it('is the other woman of the two', () => {
    expect(whoSaid(['Ульяна и Прасковья сидели у окна и молчали.', '— Пойдем завтра на реку? — спросила Ульяна.', '— Пойдем, — отвечала она.']))
      .toEqual(['Ульяна', 'Прасковья']);
  });

  it('is the one man of the talk when a woman spoke last', () => {
    expect(whoSaid(['Игнат и Ульяна сидели у окна.', '— Ты придешь завтра? — спросила Ульяна.', '— Приду, — сказал он.', '— Когда же?', '— Вечером.']))
      .toEqual(['Ульяна', 'Игнат', 'Ульяна', 'Игнат']);
  });

  it('is the man called by name in the speech before', () => {
    expect(whoSaid(['Игнат, Степан и Ульяна сидели у окна.', '— Степан, ты пойдешь? — спросила Ульяна.', '— Нет, — отвечал он ей.'])).toEqual(['Ульяна', 'Степан']);
  });

  it('is the one the narration closing the paragraph before was about, not the next in the count', () => {
    // «— Да ты болен? — Он стал щупать его пульс; Иван вырвал руку. / — Не надо, — сказал он»: the
    // sentence of narration after the speech (not its tag) says who acts next.
    expect(whoSaid([THREE_MEN, '— Пойдем завтра на реку? — спросил Игнат.', '— Пойдем, — отвечал Степан.',
      '— Так рано вставать? — Игнат зевнул. Тимофей усмехнулся и покачал головой.', '— Я не пойду, — сказал он.']))
      .toEqual(['Игнат', 'Степан', 'Игнат', 'Тимофей']);
  });
});

describe('a pronoun tag after narration', () => {
  it('is the subject of the narration about two people, not the one it names as an object', () => {
    expect(whoSaid([TWO_MEN, '— Пойдем завтра на реку? — спросил Степан.', 'Игнат взглянул на Степана.', '— Нет, — сказал он.'])).toEqual(['Степан', 'Игнат']);
    expect(whoSaid([TWO_MEN, '— Пойдем завтра на реку? — спросил Степан.', 'Игнат взглянул на Степана. — Нет, — сказал он.'])).toEqual(['Степан', 'Игнат']);
  });

  it('is the subject of the narration past a relative clause between the subject and its verb', () => {
    expect(whoSaid([TWO_MEN, '— Ты знаешь, о чем я? — спросил Степан.', 'Игнат, который встал было навстречу Степану, присел на край стола и скрестил руки.',
      '— Вот мое мнение, — сказал он.'])).toEqual(['Степан', 'Игнат']);
  });

  it('is the one «тот» turned to', () => {
    expect(whoSaid([TWO_MEN, '— Пойдем завтра на реку? — спросил Игнат.', 'Игнат взглянул на Степана. Тот покраснел.', '— Нет, — сказал он.']))
      .toEqual(['Игнат', 'Степан']);
  });

  it('is the answerer whom the narration between the turns shows', () => {
    expect(whoSaid([TWO_MEN, '— Пойдем завтра на реку? — спросил Игнат.', 'Степан пожал плечами.', '— Пойдем, — ответил он.'])).toEqual(['Игнат', 'Степан']);
  });
});

describe('untagged turns', () => {
  it('take turns after two named turns', () => {
    expect(whoSaid([TWO_MEN, '— Где ты был? — спросил Игнат.', '— В городе, — отвечал Степан.', '— А зачем?', '— За солью.', '— Купил?', '— Купил.']))
      .toEqual(['Игнат', 'Степан', 'Игнат', 'Степан', 'Игнат', 'Степан']);
  });

  it('stay in step over a narration paragraph about either of the two', () => {
    expect(whoSaid([TWO_MEN, '— Где ты был? — спросил Игнат.', '— В городе, — отвечал Степан.', 'Игнат помолчал.', '— А зачем?', '— За солью.']))
      .toEqual(['Игнат', 'Степан', 'Игнат', 'Степан']);
    expect(whoSaid([TWO_MEN, '— Где ты был? — спросил Игнат.', '— В городе, — отвечал Степан.', '— А зачем?', 'Степан усмехнулся.', '— За солью.']))
      .toEqual(['Игнат', 'Степан', 'Игнат', 'Степан']);
  });

  it('go on with the speaker whose narration introduces the next speech', () => {
    expect(whoSaid([TWO_MEN, '— Где ты был? — спросил Игнат.', '— В городе, — отвечал Степан.', 'Он помолчал и прибавил:', '— Соль покупал.', '— Купил?']))
      .toEqual(['Игнат', 'Степан', 'Степан', 'Игнат']);
  });

  it('go to the one whose sex the speech\'s «я …» shows, when the count is out of step', () => {
    // The woman goes on in a new paragraph: «я была» is hers, not the man's whose turn the count says it is.
    expect(whoSaid(['Игнат и Ульяна сидели у окна.', '— Ты завтра поедешь в город? — спросил Игнат.', '— Поеду, — отвечала Ульяна.', '— А зачем?',
      '— За нитками.', '— Я вчера была на ярмарке, да ниток не купила.', '— Так купи завтра.']))
      .toEqual(['Игнат', 'Ульяна', 'Игнат', 'Ульяна', 'Ульяна', 'Игнат']);
  });

  it('end with a pronoun tag that agrees with the count', () => {
    expect(whoSaid([TWO_MEN, '— Где ты был? — спросил Игнат.', '— В городе, — отвечал Степан.', '— А зачем?', '— За солью.', '— Купил? — спросил он.']))
      .toEqual(['Игнат', 'Степан', 'Игнат', 'Степан', 'Игнат']);
  });
});

describe('a first-person narrator in the exchange', () => {
  it('takes turns with the one he talks to', () => {
    expect(whoSaid(['Мы с Игнатом сидели у окна.', '— Куда ты завтра? — спросил Игнат.', '— Домой, — отвечал я.', '— Зачем?', '— Устал.']))
      .toEqual(['Игнат', '@narrator', 'Игнат', '@narrator']);
    expect(whoSaid(['Я зашел к Игнату вечером.', '— Здравствуй, — сказал он.', '— Здравствуй, — отвечал я.', '— Садись.', '— Спасибо.']))
      .toEqual(['Игнат', '@narrator', 'Игнат', '@narrator']);
  });

  it('gives «он» the other one', () => {
    expect(whoSaid(['Мы с Игнатом сидели у окна.', '— Куда ты завтра? — спросил я.', '— Домой, — отвечал он.', '— Зачем?', '— Устал, — сказал он.']))
      .toEqual(['@narrator', 'Игнат', '@narrator', 'Игнат']);
  });
});
