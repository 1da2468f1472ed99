import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { booksDir, hasShared } from '../../../test/support/shared.ts';
import { sampleNovel } from '../../../test/fixtures/books/sample-novel.ts';
import { detectLanguage } from './language.ts';

describe('detectLanguage', () => {
  it('tells Russian and English books apart', () => {
    expect(detectLanguage(sampleNovel())).toBe('ru');
    expect(detectLanguage('"Who are you?" said the Caterpillar. Alice replied, rather shyly, that she hardly knew.')).toBe('en');
  });

  it.skipIf(!hasShared)('finds Russian in a whole real book (corpus)', () => {
    expect(detectLanguage(readFileSync(join(booksDir, 'ru-txt', 'Shinel.txt'), 'utf8'))).toBe('ru');
  });

  it('tells Ukrainian from Russian and German from English', () => {
    expect(detectLanguage('Він сказав, що її немає вдома, і пішов до річки. Це була його остання надія.')).toBe('uk');
    expect(detectLanguage('Der Mann sagte, dass er nicht mit ihr zu dem Haus gehen wollte, und ich war still.')).toBe('de');
  });
});
