// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession, watchLoginLinks } from './session.ts';
import { clientConfig, configureClient } from '../api/transport.ts';
import { translate } from '../i18n/index.ts';
import { fakeStudio, type FakeStudio } from '../test/fake-studio.ts';

// The session store points the transport at the page's own origin: the fake studio answers there.
let studio: FakeStudio;
const me = { json: { user: { email: 'owner@localhost', name: 'Owner' }, key: { scope: 'full' } } };

async function init(hash: string): Promise<void> {
  history.replaceState(null, '', `/${hash}`);
  await useSession.getState().init();
}

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ status: 'checking', email: '', name: '', error: null });
  studio = fakeStudio({ key: null });
  // The page's origin is happy-dom's; answer there too.
  const fetch = clientConfig().fetch!;
  configureClient({ fetch: (input, init) => fetch(String(input).replace(location.origin, 'http://studio.test'), init) });
});
afterEach(() => configureClient({ key: null }));

describe('session', () => {
  it('exchanges the printed link for a session, hides the secret and keeps the session for the next visit', async () => {
    studio.on('POST /api/cabinet/session', (req) => ((req.body as { login: string }).login === 'secret1' ? { json: { session: 'gls_new' } } : { status: 401 }));
    studio.on('GET /api/v1/api/me', me);
    await init('#login=secret1');
    expect(useSession.getState()).toMatchObject({ status: 'ready', email: 'owner@localhost', error: null });
    expect(location.hash).toBe('#/');
    expect(localStorage.getItem('glava.session')).toBe('gls_new');
    expect(studio.calls('GET /api/v1/api/me')[0]!.headers['x-api-key']).toBe('gls_new');

    // Next visit: no link, the stored session is used.
    useSession.setState({ status: 'checking' });
    await init('');
    expect(useSession.getState().status).toBe('ready');
    expect(studio.calls('POST /api/cabinet/session')).toHaveLength(1);
  });

  it('says why a stale link did not work, without losing a session that still works', async () => {
    localStorage.setItem('glava.session', 'gls_kept');
    studio.on('POST /api/cabinet/session', { status: 401, json: { detail: 'This link is not valid any more', code: 'unauthorized' } });
    studio.on('GET /api/v1/api/me', me);
    await init('#login=old');
    expect(useSession.getState().status).toBe('ready');

    localStorage.clear();
    useSession.setState({ status: 'checking', error: null });
    await init('#login=old');
    expect(useSession.getState()).toMatchObject({ status: 'invalid', error: translate('ru', 'session.linkStale') });
  });

  it('asks to sign in when there is no session, and ends a session the studio refuses', async () => {
    await init('');
    expect(useSession.getState().status).toBe('none');

    localStorage.setItem('glava.session', 'gls_revoked');
    studio.on('GET /api/v1/api/me', { status: 401, json: { detail: 'The session has ended', code: 'unauthorized' } });
    useSession.setState({ status: 'checking' });
    await init('');
    expect(useSession.getState().status).toBe('invalid');
    expect(localStorage.getItem('glava.session')).toBeNull();
  });

  it('expires once a call is refused later, and signs out', async () => {
    studio.on('GET /api/v1/api/me', me);
    localStorage.setItem('glava.session', 'gls_ok');
    await init('');
    clientConfig().onUnauthorized?.();
    expect(useSession.getState()).toMatchObject({ status: 'invalid' });
    expect(useSession.getState().error).toBeTruthy();
    expect(clientConfig().key).toBeNull();
    useSession.getState().signOut();
    expect(useSession.getState()).toMatchObject({ status: 'none', error: null });
  });

  it('takes a login link pasted into the tab that shows the sign-in screen (only the hash changes)', async () => {
    await init('');
    expect(useSession.getState().status).toBe('none');
    studio.on('POST /api/cabinet/session', { json: { session: 'gls_pasted' } });
    studio.on('GET /api/v1/api/me', me);
    watchLoginLinks();
    location.hash = '#login=secret2';
    await new Promise((r) => setTimeout(r, 0));
    await vi.waitFor(() => expect(useSession.getState().status).toBe('ready'));
    expect(studio.calls('POST /api/cabinet/session').map((c) => c.body)).toEqual([{ login: 'secret2' }]);
    expect(location.hash).toBe('#/');
  });
});
