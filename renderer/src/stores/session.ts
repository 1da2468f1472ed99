// The studio session: handed over by the desktop shell's preload, or exchanged from the
// `#login=<secret>` link that `glava serve` prints, then kept in localStorage and sent as
// x-api-key on every call (it is an owner key of kind `session`).
import { create } from 'zustand';
import { api, GlavaApiError, signInApi } from '../api/client.ts';
import { configureClient, resolveEndpoint } from '../api/transport.ts';
import { errorText } from '../components/error-text.ts';
import { t, useSettings } from './settings.ts';

const STORAGE_KEY = 'glava.session';

export type SessionStatus = 'checking' | 'none' | 'invalid' | 'ready';

interface Handed {
  session?: string;
  apiBase?: string;
}

declare global {
  interface Window {
    glava?: Handed;
  }
}

interface SessionState {
  status: SessionStatus;
  email: string;
  name: string;
  /** Why the link did not work (wrong or stale secret, studio down). */
  error: string | null;
  init(): Promise<void>;
  expire(): void;
  signOut(): void;
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(value: string | null): void {
  try {
    if (value) localStorage.setItem(STORAGE_KEY, value);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private windows may refuse storage: the session then lives for this page only.
  }
}

/** `#login=<secret>` → the secret, and the URL without it (so it is not bookmarked or shared). */
export function takeLoginSecret(): string | null {
  const m = /^#login=([^&]+)/.exec(location.hash);
  if (!m) return null;
  history.replaceState(null, '', location.pathname + location.search + '#/');
  return decodeURIComponent(m[1]!);
}

/**
 * A login link pasted into a tab that already shows the studio (the sign-in screen, say) changes
 * only the hash: the page does not load again, so the link is taken here.
 */
export function watchLoginLinks(): void {
  addEventListener('hashchange', () => {
    if (location.hash.startsWith('#login=')) void useSession.getState().init();
  });
}

export const useSession = create<SessionState>()((set, get) => ({
  status: 'checking',
  email: '',
  name: '',
  error: null,

  async init() {
    const handed = window.glava;
    configureClient({ ...resolveEndpoint(handed?.apiBase, location.origin), onUnauthorized: () => get().expire(), language: () => useSettings.getState().locale });
    const login = takeLoginSecret();
    let key = handed?.session ?? null;
    if (login) {
      try {
        const s = await signInApi.postApiCabinetSession({ login });
        key = s.session;
        store(key);
      } catch (err) {
        // A stale link (the secret changes on every start) must not hide a still valid session.
        set({ error: errorText(err, { unauthorized: t('session.linkStale') }) });
      }
    }
    key ??= readStored();
    if (!key) {
      set({ status: get().error ? 'invalid' : 'none' });
      return;
    }
    configureClient({ key });
    try {
      const me = await api.getApiMe();
      set({ status: 'ready', email: me.user.email, name: me.user.name, error: null });
    } catch (err) {
      if (err instanceof GlavaApiError && err.status === 401) {
        store(null);
        set({ status: 'invalid', error: get().error ?? errorText(err) });
      } else {
        set({ status: 'invalid', error: errorText(err) });
      }
    }
  },

  expire() {
    if (get().status !== 'ready') return;
    store(null);
    configureClient({ key: null });
    set({ status: 'invalid', error: t('session.expired') });
  },

  signOut() {
    store(null);
    configureClient({ key: null });
    set({ status: 'none', error: null });
  },
}));
