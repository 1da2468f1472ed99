// Buttons that start work (voice, export, check, install, top up, create…) go through useAction
// with a mutation of api/mutations.ts: keyed by what it acts on, it runs once at a time per key.
// A second start while the first is still on its way (a double click, Enter held down) is
// ignored, and `isPending` disables the button meanwhile, so the work is started, and paid for,
// once. What the user sees after it (a toast, a closed dialog) is passed to run().
import { useCallback } from 'react';
import { useMutation, useQueryClient, type MutateOptions, type MutationKey, type QueryClient } from '@tanstack/react-query';
import type { MutationSpec } from './mutations.ts';

/** True while a mutation with exactly this key is in flight (checked synchronously, before a re-render). */
export function isRunning(qc: QueryClient, mutationKey: MutationKey): boolean {
  return qc.isMutating({ mutationKey, exact: true }) > 0;
}

/**
 * Wraps a form's setters so that each first takes away the action's shown refusal: an edit answers
 * the refusal it follows, and «Other names: at most 200 characters» must not stay on screen once
 * the author has shortened them. `const edit = clearingRefusal(add)`, then `edit(setName)`.
 */
export function clearingRefusal(action: { error: Error | null; reset: () => void }) {
  return <A,>(set: (v: A) => void) => (v: A): void => {
    if (action.error) action.reset();
    set(v);
  };
}

export function useAction<T, V = void>(spec: MutationSpec<T, V>) {
  const qc = useQueryClient();
  const mutation = useMutation<T, Error, V>(spec);
  const { mutate } = mutation;
  const key = JSON.stringify(spec.mutationKey);
  // Errors are shown through `error` or the caller's onError, never thrown at the caller.
  const run = useCallback((vars: V, callbacks?: MutateOptions<T, Error, V>) => {
    if (!isRunning(qc, JSON.parse(key) as MutationKey)) mutate(vars, callbacks);
  }, [qc, key, mutate]);
  return { ...mutation, run };
}
