// «Старик Базаров» in a chapter that names the son Евгений Васильевич Базаров and Василий Иванович is
// the father, as the son's patronymic says. Made-up scene, invented names.
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from './index.ts';
import { whoSaid } from './prose.fixture.ts';

beforeAll(async () => {
  await initBookPipeline();
});

describe('an age word before a surname', () => {
  it('is the father the son\'s patronymic names', () => {
    expect(whoSaid([
      'Степан Кузьмич Игнатов приехал к родителям. Кузьма Петрович встретил его на крыльце.',
      '— Наконец-то, — сказал Степан Кузьмич.',
      'Старик Игнатов глубоко дышал и щурился.',
      '— Ну, полно, полно, — заговорил он.',
    ]).slice(-1)).toEqual(['Кузьма Петрович']);
  });
});
