import { afterEach, describe, expect, it } from 'vitest';
import { FIELD_PROBLEMS } from '../../../server/contract/common.ts';
import { GlavaApiError } from '../api/client.ts';
import { errorText } from '../components/error-text.ts';
import { useSettings } from '../stores/settings.ts';
import { fieldLabel, fieldsMessage } from './fields.ts';

const refused = (fields: GlavaApiError['fields']) =>
  new GlavaApiError(422, 'validation', 'aliases.0: Too big: expected string to have <=200 characters', null, 'test', null, fields);

afterEach(() => useSettings.getState().setLocale('ru'));

describe('a refused value names its field in the studio\'s language', () => {
  it('says which field and why, not «check the fields», and follows the chosen language', () => {
    const err = refused([{ field: 'aliases.0', problem: 'too_long', limit: 200 }]);
    expect(errorText(err)).toBe('Другие имена: не длиннее 200 знаков.');
    useSettings.getState().setLocale('en');
    expect(errorText(err)).toBe('Other names: must be at most 200 characters long.');
  });

  it('says every problem of the contract in both languages, with its bound', () => {
    for (const problem of FIELD_PROBLEMS) {
      const ru = fieldsMessage('ru', [{ field: 'name', problem, limit: 2, values: ['m', 'f'] }]);
      const en = fieldsMessage('en', [{ field: 'name', problem, limit: 2, values: ['m', 'f'] }]);
      expect(ru, problem).toMatch(/[а-яё]/);
      expect(en, problem).toMatch(/^[^А-Яа-яЁё]+$/);
    }
    // The label is the form's own («Темп» in the Russian cast form).
    expect(fieldsMessage('ru', [{ field: 'controls.speed', problem: 'too_big', limit: 1.4 }])).toBe('Темп: не больше 1,4.');
    expect(fieldsMessage('ru', [{ field: 'aliases', problem: 'too_many', limit: 1 }])).toBe('Другие имена: не больше 1 значения.');
    // A pronunciation rule's phrase is bounded in words, said as words, not «значений».
    expect(fieldsMessage('ru', [{ field: 'word', problem: 'too_many_words', limit: 8 }])).toBe('Слово: не больше 8 слов.');
    expect(fieldsMessage('en', [{ field: 'word', problem: 'too_many_words', limit: 8 }])).toMatch(/^[^:]+: takes at most 8 words\.$/);
    expect(fieldsMessage('en', [{ field: 'name', problem: 'empty' }, { field: 'gender', problem: 'one_of', values: ['m', 'f'] }]))
      .toBe('Name: must not be empty. Gender: choose one of the values offered.');
    // No value codes («m, f») in the sentence: they mean nothing to an author.
    expect(fieldsMessage('ru', [{ field: 'gender', problem: 'one_of', values: ['m', 'f'] }])).toBe('Пол: выберите одно из предложенных значений.');
  });

  it('names a field by the form\'s own label where the form gives one (a key\'s «Название», a series\' «Номер тома»)', () => {
    expect(fieldsMessage('ru', [{ field: 'name', problem: 'too_long', limit: 100 }], { name: 'keys.name' })).toBe('Название: не длиннее 100 знаков.');
    expect(fieldsMessage('ru', [{ field: 'no', problem: 'too_small', limit: 0 }], { no: 'series.no' })).toBe('Номер тома: не меньше 0.');
    expect(fieldsMessage('en', [{ field: 'rate_per_minute', problem: 'too_big', limit: 6000 }], { rate_per_minute: 'keys.rate' })).toMatch(/^[^:]+: must be at most 6,000\.$/);
    // Without the form's labels, a path no form shows falls back to the generic sentence.
    expect(fieldsMessage('ru', [{ field: 'no', problem: 'too_small', limit: 0 }])).toBeNull();
  });

  it('keeps the generic sentence when no field is named, or only fields no form shows (their paths mean nothing to an author)', () => {
    expect(fieldLabel('en', 'take')).toBeNull();
    expect(errorText(refused([{ field: 'segment_ids', problem: 'too_many', limit: 500 }]))).toBe('Студия не приняла эти значения: проверьте поля и попробуйте ещё раз.');
    expect(errorText(refused([{ field: 'segment_ids', problem: 'too_many', limit: 500 }, { field: 'name', problem: 'empty' }]))).toBe('Имя: не может быть пустым.');
    expect(errorText(refused([]))).toBe('Студия не приняла эти значения: проверьте поля и попробуйте ещё раз.');
    expect(errorText(refused([{ field: 'name', problem: 'something_new' }]))).toBe('Студия не приняла эти значения: проверьте поля и попробуйте ещё раз.');
  });
});
