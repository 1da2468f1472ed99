// A thought quoted in brackets inside a speech («— … ('Следы! — подумал Иван. — …') Погодите.»), in
// made-up scenes with invented names: the speech keeps its own speaker on both sides of the bracket,
// the thought goes to the one its tag names.
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from './index.ts';
import { said } from './prose.fixture.ts';

beforeAll(async () => {
  await initBookPipeline();
});

const SCENE = 'Игнат и Ульяна сидели у окна.';

describe('a thought in brackets inside a speech', () => {
  it('is the thinker\'s, and the speech around it stays the speaker\'s', () => {
    expect(said([SCENE, '— Ты пойдешь завтра на реку? — спросил Игнат.',
      "— Это в тебе еще старая лень говорит... ('Старая лень! - подумал Игнат.- Если б она знала!') Пойдем, конечно.", '— Вот и хорошо.']))
      .toEqual([['Игнат', 'Ты пойдешь завтра на реку?'], ['Ульяна', 'Это в тебе еще старая лень говорит...'], ['Игнат', '(Старая лень!'],
        ['Игнат', 'Если б она знала!)'], ['Ульяна', 'Пойдем, конечно.'], ['Игнат', 'Вот и хорошо.']]);
  });

  it('with the author\'s words after the thought inside the bracket, the speech goes on after it', () => {
    expect(said([SCENE, '— Ты придешь вечером? — спросила Ульяна.',
      "— Приду, — отвечал Игнат, — и если бы мне было смелости побольше... ('Да помоги же мне!' - думал Игнат, но Ульяна не поднимала глаз.) Если б я мог надеяться..."]).map(([who]) => who))
      .toEqual(['Ульяна', 'Игнат', 'Игнат', 'Игнат', 'Игнат']);
  });
});
