// @vitest-environment happy-dom
// A refused cover says what a cover must be, in the studio's language, not the generic «the file
// cannot be used» of any upload.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../api/query-client.ts';
import { useSettings } from '../../stores/settings.ts';
import { fakeStudio, type FakeStudio } from '../../test/fake-studio.ts';
import { book } from '../../test/fixtures.ts';
import { flush, render, type Rendered } from '../../test/render.ts';
import { CoverField } from './CoverField.tsx';

let qc: QueryClient;
let studio: FakeStudio;
let view: Rendered | undefined;

beforeEach(() => {
  qc = createQueryClient();
  studio = fakeStudio();
});
afterEach(async () => {
  await view?.unmount();
  qc.clear();
  useSettings.setState({ locale: 'ru' });
});

async function choose(file: File): Promise<string> {
  view = await render(qc, createElement(CoverField, { book: book({ cover_url: null }) }));
  const input = view.container.querySelector<HTMLInputElement>('[data-testid=cover-input]')!;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
  await flush(50);
  return view.container.textContent ?? '';
}

describe('a refused cover', () => {
  it('that is not a picture says what a cover may be', async () => {
    studio.on('PUT /api/v1/books/b1/cover', { status: 400, json: { detail: 'The cover must be a JPEG, PNG, WebP or GIF image.', code: 'bad_file' } });
    const text = await choose(new File(['PK'], 'story.docx'));
    expect(studio.calls('PUT /api/v1/books/b1/cover')).toHaveLength(1);
    expect(text).toContain('Это не картинка: обложкой может быть JPEG, PNG, WebP или GIF.');
  });

  it('that is too big says so, in English in the English studio', async () => {
    useSettings.setState({ locale: 'en' });
    studio.on('PUT /api/v1/books/b1/cover', { status: 400, json: { detail: 'The cover is larger than 10 MB.', code: 'too_large' } });
    expect(await choose(new File(['x'], 'big.jpg'))).toContain('The picture is over 10 MB');
  });
});
