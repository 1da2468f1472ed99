import { describe, expect, it } from 'vitest';
import type { BookCharacter } from '../../api/types.ts';
import { book, segment } from '../../test/fixtures.ts';
import { kindChange } from '../editor/KindField.tsx';
import { changes } from '../settings/BookSettingsDialog.tsx';
import { takenName } from './names.ts';

const char = (id: string, name: string, over: Partial<BookCharacter> = {}) =>
  ({ id, name, aliases: [], is_narrator: false, share: 0, ...over }) as BookCharacter;
const cast = [char('n', 'Рассказчик', { is_narrator: true }), char('a', 'Алёша', { aliases: ['Лёша'] }), char('m', 'Маша')];

describe('cast tools', () => {
  it('knows a name the book has, as the server compares them (case, ё, aliases), except the one renamed', () => {
    expect(takenName(cast, 'алеша')?.id).toBe('a');
    expect(takenName(cast, ' ЛЕША ')?.id).toBe('a');
    expect(takenName(cast, 'Алёша', 'a')).toBeUndefined();
    expect(takenName(cast, 'Петя')).toBeUndefined();
    expect(takenName(cast, '  ')).toBeUndefined();
  });

  it('a kind change: speech from the narrator asks who speaks; narration goes to the narrator', () => {
    expect(kindChange(segment('s', { kind: 'narration', character_id: 'n' }), 'speech', cast)).toBeNull();
    expect(kindChange(segment('s', { kind: 'narration', character_id: 'a' }), 'speech', cast)).toEqual({ kind: 'speech' });
    expect(kindChange(segment('s', { kind: 'speech', character_id: 'a' }), 'narration', cast)).toEqual({ kind: 'narration', character_id: 'n' });
    expect(kindChange(segment('s', { kind: 'speech', character_id: 'a' }), 'thought', cast)).toEqual({ kind: 'thought' });
  });

  it('book settings send only what changed; an empty budget is none', () => {
    const b = book({
      title: 'Шинель', author: '', subtitle: '', genre: '', age_rating: '', annotation: '', reading: 'roles', thoughts: 'hero', stage_remarks: 'skip', stage_directions: 'narrator', sound: 'studio', check: 'off', budget: 500,
    });
    const same = { title: 'Шинель', author: '', subtitle: '', genre: '', age_rating: '' as const, annotation: '', reading: 'roles' as const, thoughts: 'hero' as const, stage_remarks: 'skip' as const, stage_directions: 'narrator' as const, sound: 'studio' as const, check: 'off' as const, budget: '500' };
    expect(changes(b, same)).toEqual({});
    expect(changes(b, { ...same, author: ' Гоголь ', check: 'auto', budget: '' })).toEqual({ author: 'Гоголь', check: 'auto', budget: null });
    expect(changes(b, { ...same, budget: '1200' })).toEqual({ budget: 1200 });
  });
});
