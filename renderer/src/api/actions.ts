// Buttons that start work (voice, export, check, install, top up, create…) go through useAction:
// a mutation keyed by what it acts on, which runs once at a time per key. A second start while the
// first is still on its way (a double click, Enter held down) is ignored, and `isPending` disables
// the button meanwhile, so the work is started, and paid for, once.
import { useCallback } from 'react';
import { useMutation, useQueryClient, type MutationKey, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';

export type ActionOptions<T, V> = Omit<UseMutationOptions<T, Error, V>, 'mutationKey'> & { mutationKey: MutationKey };

/** True while a mutation with exactly this key is in flight (checked synchronously, before a re-render). */
export function isRunning(qc: QueryClient, mutationKey: MutationKey): boolean {
  return qc.isMutating({ mutationKey, exact: true }) > 0;
}

export function useAction<T, V = void>(options: ActionOptions<T, V>) {
  const qc = useQueryClient();
  const mutation = useMutation(options);
  const { mutate } = mutation;
  const key = JSON.stringify(options.mutationKey);
  // Errors are shown through `error` (or the options' onError), never thrown at the caller.
  const run = useCallback((vars: V) => {
    if (!isRunning(qc, JSON.parse(key) as MutationKey)) mutate(vars);
  }, [qc, key, mutate]);
  return { ...mutation, run };
}
