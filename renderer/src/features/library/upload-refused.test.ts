// @vitest-environment happy-dom
// A refused upload (a zip bomb, a file with no text): the server showed the book's card while it
// read the file, then removed it with the 400. The library must be read again, or a card stuck
// at «importing» stays until the studio is reloaded.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, createElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../api/query-client.ts';
import { keys } from '../../api/keys.ts';
import { fakeStudio } from '../../test/fake-studio.ts';
import { flush, render, type Rendered } from '../../test/render.ts';
import { UploadBook } from './UploadBook.tsx';

/** XMLHttpRequest answering every upload with the server's refusal of a zip bomb. */
class RefusingXhr {
  status = 0;
  response: unknown = null;
  responseType = '';
  upload = { onprogress: null as unknown };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(): void {}
  setRequestHeader(): void {}
  abort(): void {}
  send(): void {
    setTimeout(() => {
      this.status = 400;
      this.response = { detail: 'A file in the archive inflates more than 100 times: refused as a zip bomb.', code: 'bad_file', reason: 'zip_bomb' };
      this.onload?.();
    }, 0);
  }
}

let qc: QueryClient;
let view: Rendered | undefined;

beforeEach(() => {
  qc = createQueryClient();
  fakeStudio();
  vi.stubGlobal('XMLHttpRequest', RefusingXhr);
});
afterEach(async () => {
  await view?.unmount();
  vi.unstubAllGlobals();
  qc.clear();
});

describe('a refused upload', () => {
  it('says why in the studio\'s language and has the library read again', async () => {
    // The library as the event stream left it: the shell of the refused book, «importing».
    qc.setQueryData(keys.books, { books: [{ id: 'shell', title: 'bomb.fb2.zip', status: 'importing' }] });
    view = await render(qc, createElement(UploadBook, { onClose: () => undefined }));
    const input = view.container.querySelector<HTMLInputElement>('input[type=file]')!;
    Object.defineProperty(input, 'files', { value: [new File(['PK'], 'bomb.fb2.zip')] });
    await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
    await act(async () => view!.button('Загрузить').click());
    await flush(50);
    expect(view.container.textContent).toContain('он опасен, студия его не открывает');
    expect(qc.getQueryState(keys.books)?.isInvalidated).toBe(true);
  });
});
