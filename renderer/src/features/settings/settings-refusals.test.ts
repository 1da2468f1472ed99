// @vitest-environment happy-dom
// Values the book settings refuse: a budget below zero says why Save is off, naming the field in the
// studio's language, and a refusal from the server goes away once the author edits the form.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../api/query-client.ts';
import type { BookDetail } from '../../api/types.ts';
import { useSettings } from '../../stores/settings.ts';
import { fakeStudio, type FakeStudio } from '../../test/fake-studio.ts';
import { book } from '../../test/fixtures.ts';
import { flush, render, typeInto, type Rendered } from '../../test/render.ts';
import { BookSettingsDialog } from './BookSettingsDialog.tsx';

let qc: QueryClient;
let studio: FakeStudio;
let view: Rendered | undefined;

const novel: BookDetail = book({
  title: 'Замок', author: '', subtitle: '', genre: '', age_rating: '', annotation: '', reading: 'roles', thoughts: 'hero',
  stage_remarks: 'skip', stage_directions: 'narrator', sound: 'studio', check: 'off', budget: null, series: null, cover_url: null,
});

beforeEach(() => {
  qc = createQueryClient();
  studio = fakeStudio();
  studio.on('GET /api/v1/books/b1', { json: { book: novel } });
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
const alerts = () => [...view!.container.querySelectorAll('[role=alert]')].map((e) => e.textContent);

describe('refused values in the book settings', () => {
  it.each([
    ['ru', 'Сохранить', 'Бюджет книги: не меньше 0.'],
    ['en', 'Save', 'Book budget: must be at least 0.'],
  ] as const)('a budget below zero names its field (%s) and Save stays off', async (locale, save, said) => {
    useSettings.setState({ locale });
    view = await render(qc, createElement(BookSettingsDialog, { book: novel, onClose: () => undefined }));
    await fill('budget', '-5');
    expect(view.button(save).disabled).toBe(true);
    expect(alerts()).toContain(said);
    await fill('budget', '500');
    expect(view.button(save).disabled).toBe(false);
    expect(alerts()).toEqual([]);
  });

  it('the server’s refusal of a field goes away once the author edits the form', async () => {
    useSettings.setState({ locale: 'ru' });
    studio.on('PATCH /api/v1/books/b1', {
      status: 422,
      json: { detail: 'subtitle: invalid', code: 'validation', fields: [{ field: 'subtitle', problem: 'invalid' }] },
    });
    view = await render(qc, createElement(BookSettingsDialog, { book: novel, onClose: () => undefined }));
    await fill('subtitle', 'Роман в шести частях');
    await act(async () => view!.button('Сохранить').click());
    await flush();
    expect(view.container.textContent).toContain('Подзаголовок: такое значение студия не принимает.');
    await fill('subtitle', 'Роман');
    expect(view.container.textContent).not.toContain('Подзаголовок: такое значение студия не принимает.');
  });

  it('the text fields take no more than the API does (a genre 200 characters, the others 500)', async () => {
    useSettings.setState({ locale: 'ru' });
    view = await render(qc, createElement(BookSettingsDialog, { book: novel, onClose: () => undefined }));
    const max = (name: string) => view!.container.querySelector<HTMLInputElement>(`input[name=${name}]`)!.maxLength;
    expect([max('title'), max('author'), max('subtitle'), max('genre')]).toEqual([500, 500, 500, 200]);
  });
});
