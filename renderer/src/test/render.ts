// Renders a piece of the studio into happy-dom with a query cache, for hook and component tests
// (files that start with `// @vitest-environment happy-dom`).
import { act, createElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

export interface Rendered {
  container: HTMLElement;
  /** Buttons by their text. */
  button(text: string): HTMLButtonElement;
  unmount(): Promise<void>;
}

export async function render(qc: QueryClient, node: ReactNode): Promise<Rendered> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(createElement(QueryClientProvider, { client: qc }, node)));
  return {
    container,
    button(text) {
      const found = [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
      if (!found) throw new Error(`no button «${text}» in ${container.innerHTML.slice(0, 400)}`);
      return found;
    },
    async unmount() {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

/** Lets answers arrive and React render them. */
export async function flush(ms = 20): Promise<void> {
  await act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });
}

/** Types `value` into an input as a user would: React tracks the value it set, so the native setter is used and the change is seen. */
export async function typeInto(input: HTMLInputElement, value: string): Promise<void> {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  await act(async () => input.dispatchEvent(new Event('input', { bubbles: true })));
}
