// @vitest-environment happy-dom
// A new character the server refuses: the refusal names its field in the studio's language, and it
// goes away once the author edits the form (it would otherwise name a field already put right).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../api/query-client.ts';
import { useSettings } from '../../stores/settings.ts';
import { fakeStudio, type FakeStudio } from '../../test/fake-studio.ts';
import { book } from '../../test/fixtures.ts';
import { flush, render, typeInto, type Rendered } from '../../test/render.ts';
import { AddCharacterDialog } from './AddCharacterDialog.tsx';

let qc: QueryClient;
let studio: FakeStudio;
let view: Rendered | undefined;

beforeEach(() => {
  useSettings.setState({ locale: 'ru' });
  qc = createQueryClient();
  studio = fakeStudio();
  studio.on('POST /api/v1/books/b1/characters', {
    status: 422,
    json: { detail: 'aliases.0: too long', code: 'validation', fields: [{ field: 'aliases.0', problem: 'too_long', limit: 200 }] },
  });
});
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  qc.clear();
});

async function fill(name: string, value: string) {
  const input = view!.container.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
  await typeInto(input, value);
}

describe('a new character refused', () => {
  it('names the field, and the refusal goes away at the next edit', async () => {
    view = await render(qc, createElement(AddCharacterDialog, { book: book(), onClose: () => undefined }));
    await fill('name', 'Пётр');
    await fill('aliases', 'П'.repeat(250));
    await act(async () => view!.button('Добавить персонажа').click());
    await flush();
    expect(view.container.textContent).toContain('Другие имена: не длиннее 200 знаков.');
    await fill('aliases', 'Петя');
    expect(view.container.textContent).not.toContain('Другие имена: не длиннее 200 знаков.');
  });
});
