import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast, toastError, useToasts } from './toasts.ts';

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('keeps the last five, and lets errors stay longer than news', () => {
    vi.useFakeTimers();
    useToasts.setState({ items: [] });
    for (let i = 1; i <= 6; i++) toast(`saved ${i}`);
    toastError('failed');
    expect(useToasts.getState().items.map((x) => x.text)).toEqual(['saved 3', 'saved 4', 'saved 5', 'saved 6', 'failed']);
    vi.advanceTimersByTime(4000);
    expect(useToasts.getState().items.map((x) => x.text)).toEqual(['failed']);
    vi.advanceTimersByTime(6000);
    expect(useToasts.getState().items).toEqual([]);
  });
});
