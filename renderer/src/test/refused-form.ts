// A studio form whose submit the (fake) server refuses with a 422: the query client, the fake studio
// answering the form's route, and the rendered view, set up and torn down around each test.
import { afterEach, beforeEach } from 'vitest';
import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../api/query-client.ts';
import { useSettings } from '../stores/settings.ts';
import { fakeStudio } from './fake-studio.ts';
import { render, type Rendered } from './render.ts';

export interface RefusedForm {
  show(node: ReactNode): Promise<Rendered>;
}

/** `route` ('POST /api/…') answers 422 with `fields`; the studio speaks Russian. */
export function useRefusedForm(route: string, detail: string, fields: Array<{ field: string; problem: string; limit?: number }>): () => RefusedForm {
  let qc: QueryClient;
  let view: Rendered | undefined;
  beforeEach(() => {
    useSettings.setState({ locale: 'ru' });
    qc = createQueryClient();
    fakeStudio().on(route, { status: 422, json: { detail, code: 'validation', fields } });
  });
  afterEach(async () => {
    await view?.unmount();
    view = undefined;
    qc.clear();
  });
  return () => ({ show: async (node) => (view = await render(qc, node)) });
}
