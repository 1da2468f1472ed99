// The query cache of the studio's server state. The studio runs on this computer, so the
// browser's idea of being offline says nothing about it (networkMode 'always'); freshness comes
// from the event stream (api/live.ts), not from window focus; a failed load shows its error with
// a Retry button at once instead of retrying behind the user's back.
import { QueryClient } from '@tanstack/react-query';
import { keys } from './keys.ts';

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { networkMode: 'always', retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: 0 },
      mutations: { networkMode: 'always', retry: false },
    },
  });
  // Jobs are written from answers and events, never fetched by a screen: keep them while the page lives.
  client.setQueryDefaults(keys.jobs, { gcTime: Infinity, staleTime: Infinity });
  // The voice catalog changes only when a model is installed or removed (which makes it stale).
  client.setQueryDefaults(keys.voices, { staleTime: 5 * 60_000 });
  return client;
}

/** The page's one cache; tests make their own with createQueryClient(). */
export const queryClient = createQueryClient();
