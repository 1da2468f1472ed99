// @vitest-environment happy-dom
// A new pronunciation rule: a phrase too long for a rule is said while typing (not a generic «the
// studio did not accept these values» after sending), and the words go one space apart as the API takes them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../api/query-client.ts';
import { fakeStudio, type FakeStudio } from '../../test/fake-studio.ts';
import { flush, render, typeInto, type Rendered } from '../../test/render.ts';
import { RuleForm } from './RuleForm.tsx';

let qc: QueryClient;
let studio: FakeStudio;
let view: Rendered | undefined;
const POST = 'POST /api/v1/pronunciations';

beforeEach(() => {
  qc = createQueryClient();
  studio = fakeStudio();
  studio.on(POST, (req) => ({ status: 201, json: { pronunciation: { id: 'r1', ...(req.body as object), source: 'manual', verified: true, note: '', exact: false, created_at: '2026-11-29T00:00:00Z', book_id: null } } }));
});
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  qc.clear();
});

async function fill(label: string, value: string): Promise<void> {
  const input = [...view!.container.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label))!.querySelector('input')!;
  await typeInto(input, value);
}

describe('a new pronunciation rule', () => {
  it('for a phrase over eight words says so while typing and sends nothing', async () => {
    view = await render(qc, createElement(RuleForm, { books: [] }));
    await fill('Слово', 'раз два три четыре пять шесть семь восемь девять');
    await fill('Как читать', 'р+аз');
    expect(view.container.querySelector('[role=alert]')?.textContent).toBe('Правило — для слова или фразы не длиннее 8 слов: сократите.');
    expect(view.button('Добавить правило').disabled).toBe(true);
    await act(async () => view!.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await flush(50);
    expect(studio.calls(POST)).toHaveLength(0);
  });

  it('sends a phrase typed with extra spaces one space apart', async () => {
    view = await render(qc, createElement(RuleForm, { books: [] }));
    await fill('Слово', '  Нью   Йорк ');
    await fill('Как читать', 'нью й+орк');
    expect(view.container.querySelector('[role=alert]')).toBeNull();
    await act(async () => view!.button('Добавить правило').click());
    await flush(50);
    expect(studio.calls(POST).map((r) => (r.body as { word: string }).word)).toEqual(['Нью Йорк']);
  });

  it('a refusal from the server names its field and goes away once the author edits the rule', async () => {
    studio.on(POST, { status: 422, json: { detail: 'replacement: must not be empty', code: 'validation', fields: [{ field: 'replacement', problem: 'empty' }] } });
    view = await render(qc, createElement(RuleForm, { books: [] }));
    await fill('Слово', 'замок');
    await fill('Как читать', '+');
    await act(async () => view!.button('Добавить правило').click());
    await flush(50);
    expect(view.container.textContent).toContain('Как читать: не может быть пустым.');
    await fill('Как читать', 'зам+ок');
    expect(view.container.textContent).not.toContain('Как читать: не может быть пустым.');
  });
});
