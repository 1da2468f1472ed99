// @vitest-environment happy-dom
// A new character the server refuses: the refusal names its field in the studio's language, and it
// goes away once the author edits the form (it would otherwise name a field already put right).
import { describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import { book } from '../../test/fixtures.ts';
import { flush, typeInto } from '../../test/render.ts';
import { useRefusedForm } from '../../test/refused-form.ts';
import { AddCharacterDialog } from './AddCharacterDialog.tsx';

const scene = useRefusedForm('POST /api/v1/books/b1/characters', 'aliases.0: too long', [{ field: 'aliases.0', problem: 'too_long', limit: 200 }]);

async function fill(view: { container: HTMLElement }, name: string, value: string) {
  const input = view.container.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
  await typeInto(input, value);
}

describe('a new character refused', () => {
  it('names the field, and the refusal goes away at the next edit', async () => {
    const view = await scene().show(createElement(AddCharacterDialog, { book: book(), onClose: () => undefined }));
    await fill(view, 'name', 'Пётр');
    await fill(view, 'aliases', 'П'.repeat(250));
    await act(async () => view.button('Добавить персонажа').click());
    await flush();
    expect(view.container.textContent).toContain('Другие имена: не длиннее 200 знаков.');
    await fill(view, 'aliases', 'Петя');
    expect(view.container.textContent).not.toContain('Другие имена: не длиннее 200 знаков.');
  });
});
