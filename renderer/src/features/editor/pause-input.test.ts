// @vitest-environment happy-dom
// The pause after a line: a value the API would refuse is not sent, and it does not vanish
// silently either: the field keeps it and says what is allowed.
import { afterEach, describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import { createQueryClient } from '../../api/query-client.ts';
import { render, typeInto, type Rendered } from '../../test/render.ts';
import { PauseInput } from './PauseInput.tsx';

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
});


describe('the pause after a line', () => {
  it('keeps a value out of range, says the range and sends nothing; a good value is sent', async () => {
    const sent: number[] = [];
    view = await render(createQueryClient(), createElement(PauseInput, { value: null, onCommit: (ms: number) => sent.push(ms) }));
    const input = view.container.querySelector('input')!;
    await typeInto(input, '999999');
    await act(async () => input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(sent).toEqual([]);
    expect(input.value).toBe('999999');
    expect(view.container.querySelector('[role=alert]')?.textContent).toBe('Пауза — от 0 до 60\u00a0000 мс; пустое поле — обычная пауза.');
    await typeInto(input, '1200');
    expect(view.container.querySelector('[role=alert]')).toBeNull();
    await act(async () => input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(sent).toEqual([1200]);
  });
});
