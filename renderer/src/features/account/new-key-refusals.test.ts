// @vitest-environment happy-dom
// A new API key the server refuses: the refusal is shown, and it goes away once the author edits the
// form (it would otherwise name a field already put right), as in every form of the studio.
import { describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import { flush, typeInto } from '../../test/render.ts';
import { useRefusedForm } from '../../test/refused-form.ts';
import { NewKeyForm } from './NewKeyForm.tsx';

const scene = useRefusedForm('POST /api/cabinet/keys', 'name: too long', [{ field: 'name', problem: 'too_long', limit: 100 }]);

describe('a new key refused', () => {
  it('says why, and the refusal goes away at the next edit', async () => {
    const view = await scene().show(createElement(NewKeyForm, { onCreated: () => undefined }));
    const name = view.container.querySelector('input')!;
    await typeInto(name, 'к'.repeat(150));
    await act(async () => view.button('Создать ключ').click());
    await flush();
    // Named as the form names it («Название», not the cast's «Имя»).
    expect(view.container.textContent).toContain('Название: не длиннее 100 знаков.');
    await typeInto(name, 'скрипт');
    expect(view.container.textContent).not.toContain('не длиннее 100 знаков');
  });
});
