// @vitest-environment happy-dom
// A new API key the server refuses: the refusal is shown, and it goes away once the author edits the
// form (it would otherwise name a field already put right), as in every form of the studio.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../api/query-client.ts';
import { useSettings } from '../../stores/settings.ts';
import { fakeStudio, type FakeStudio } from '../../test/fake-studio.ts';
import { flush, render, typeInto, type Rendered } from '../../test/render.ts';
import { NewKeyForm } from './NewKeyForm.tsx';

let qc: QueryClient;
let studio: FakeStudio;
let view: Rendered | undefined;

beforeEach(() => {
  useSettings.setState({ locale: 'ru' });
  qc = createQueryClient();
  studio = fakeStudio();
  studio.on('POST /api/cabinet/keys', {
    status: 422,
    json: { detail: 'name: too long', code: 'validation', fields: [{ field: 'name', problem: 'too_long', limit: 100 }] },
  });
});
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  qc.clear();
});

describe('a new key refused', () => {
  it('says why, and the refusal goes away at the next edit', async () => {
    view = await render(qc, createElement(NewKeyForm, { onCreated: () => undefined }));
    const name = view.container.querySelector('input')!;
    await typeInto(name, 'к'.repeat(150));
    await act(async () => view!.button('Создать ключ').click());
    await flush();
    // Named as the form names it («Название», not the cast's «Имя»).
    expect(view.container.textContent).toContain('Название: не длиннее 100 знаков.');
    await typeInto(name, 'скрипт');
    expect(view.container.textContent).not.toContain('не длиннее 100 знаков');
  });
});
