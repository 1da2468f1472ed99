// The studio cabinet over HTTP: the login link becomes a session; keys are created (shown once),
// used and revoked there and never through the v1 API; top-ups are ledger grants; models are
// installed from a mirror with progress and removed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStudio, waitFor, type TestStudio } from '../support/studio.ts';
import { ECHO_VOICE_ID, FIXTURE_VOICE_ID, fixtureCatalogFile } from '../support/models-fixture.ts';
import { fixtureMirror } from '../support/piper-fixture.ts';

let s: TestStudio;
let session: string;
const siteDir = mkdtempSync(join(tmpdir(), 'glava-site-catalog-'));

beforeAll(async () => {
  s = await startStudio({ env: { GLAVA_MODELS_MIRROR: fixtureMirror(), GLAVA_MODELS_CATALOG: fixtureCatalogFile(siteDir) } });
  const login = new URL(s.server.studioLink).hash.replace('#login=', '');
  const r = await s.call('POST', '/api/cabinet/session', { key: null, body: { login } });
  expect(r.status).toBe(200);
  expect(r.body.user.email).toBe('owner@localhost');
  expect(r.body.api_base).toBe(`${s.url}/api/v1`);
  session = r.body.session;
});
afterAll(async () => {
  await s.close();
  rmSync(siteDir, { recursive: true, force: true });
});

describe('session', () => {
  it('refuses a wrong login secret and keeps API keys out of the cabinet', async () => {
    const bad = await s.call('POST', '/api/cabinet/session', { key: null, body: { login: 'not-the-secret' } });
    expect(bad.status).toBe(401);
    const withApiKey = await s.call('GET', '/api/cabinet/keys', { key: s.ownerKey });
    expect(withApiKey.status).toBe(403);
    expect(withApiKey.body.code).toBe('scope');
    const info = await s.call('GET', '/api/cabinet/info', { key: session });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ api_base: `${s.url}/api/v1`, openapi_url: `${s.url}/api/openapi.json`, data_dir: s.dataDir });
  });
});

describe('keys', () => {
  it('creates a key shown once, which then works in the v1 API within its scope, and revokes it', async () => {
    const created = await s.call('POST', '/api/cabinet/keys', { key: session, body: { name: 'script', scope: 'read', char_limit: 500, rate_per_minute: 30 } });
    expect(created.status).toBe(201);
    const secret: string = created.body.secret;
    expect(secret.length).toBeGreaterThanOrEqual(40);
    expect(created.body.key).toMatchObject({ name: 'script', scope: 'read', char_limit: 500, rate_per_minute: 30, prefix: secret.slice(0, 8), revoked_at: null });

    const listed = await s.call('GET', '/api/cabinet/keys', { key: session });
    expect(listed.body.keys.some((k: { id: string }) => k.id === created.body.key.id)).toBe(true);
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const me = await s.call('GET', '/api/me', { key: secret });
    expect(me.status).toBe(200);
    expect(me.body.key).toMatchObject({ name: 'script', scope: 'read', char_limit: 500, rate_per_minute: 30 });
    const write = await s.call('POST', '/books', { key: secret, body: { title: 'x', text: 'y' } });
    expect(write.status).toBe(403);

    const revoked = await s.call('DELETE', `/api/cabinet/keys/${created.body.key.id}`, { key: session });
    expect(revoked.status).toBe(200);
    expect(revoked.body.key.revoked_at).not.toBeNull();
    expect((await s.call('GET', '/api/me', { key: secret })).status).toBe(401);
  });

  it('refuses bad key requests by field, and other users\' keys are not found', async () => {
    const bad = await s.call('POST', '/api/cabinet/keys', { key: session, body: { name: '', scope: 'admin' } });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body.detail)).toMatch(/name|scope/);
    s.addUser('other@example.com', { balance: 10 });
    s.addKey('other@example.com', 'full');
    const missing = await s.call('DELETE', '/api/cabinet/keys/00000000-0000-4000-8000-000000000000', { key: session });
    expect(missing.status).toBe(404);
  });
});

describe('top-up', () => {
  it('a grant is a ledger entry of type grant that raises the balance', async () => {
    const before = (await s.call('GET', '/api/me')).body.balance as number;
    const r = await s.call('POST', '/api/cabinet/grant', { key: session, body: { chars: 2500, what: 'Подарок' } });
    expect(r.status).toBe(200);
    expect((await s.call('GET', '/api/me')).body.balance).toBeCloseTo(before + 2500, 6);
    const ledger = (await s.call('GET', '/usage/ledger')).body;
    expect(ledger.items[0]).toMatchObject({ type: 'grant', what: 'Подарок', credits: 2500, book_id: null });
  });
});

describe('models', () => {
  it('are titled and described in the caller\'s language (the licence as published)', async () => {
    const models = async (lang: string) => {
      const list = (await s.call('GET', '/api/cabinet/models', { key: session, headers: { 'accept-language': lang } })).body.models as Array<{ id: string; title: string; description: string; license: string }>;
      return (id: string) => list.find((m) => m.id === id)!;
    };
    const ru = await models('ru');
    const en = await models('en');
    expect(ru('stress-giella').title).toBe('Формы слов с ударениями (Giella)');
    expect(en('stress-giella').title).toBe('Russian word forms with stress (Giella)');
    expect(ru('asr-en-whisper-tiny').description).toMatch(/^OpenAI Whisper tiny\.en в формате ONNX/);
    expect(en('piper-ru_RU-denis-medium').description).toBe('Male voice, even neutral delivery. Piper, medium quality, 22 kHz.');
    expect(ru('piper-ru_RU-denis-medium').description).toMatch(/^Мужской голос/);
    expect(ru('piper-en_US-lessac-medium').description).toMatch(/^Женский американский английский голос/);
    expect(ru('stress-giella').license).toBe(en('stress-giella').license);
    // GET /voices names the recommended data the same way.
    const recommended = (await s.call('GET', '/voices', { headers: { 'accept-language': 'ru' } })).body.recommended_data as Array<{ id: string; title: string }>;
    const giella = recommended.find((d) => d.id === 'stress-giella');
    if (giella) expect(giella.title).toBe('Формы слов с ударениями (Giella)');
  });

  it('installs a voice from the mirror with progress, lists it installed, and removes it', async () => {
    const id = FIXTURE_VOICE_ID;
    const list = await s.call('GET', '/api/cabinet/models', { key: session });
    const entry = list.body.models.find((m: { id: string }) => m.id === id);
    expect(entry).toMatchObject({ installed: false, kind: 'voice', language: 'ru' });
    expect(entry.license.length).toBeGreaterThan(10);
    // The site's catalog (GLAVA_MODELS_CATALOG) adds its models to the built-in ones.
    expect(list.body.models.map((m: { id: string }) => m.id)).toContain(ECHO_VOICE_ID);

    const started = await s.call('POST', `/api/cabinet/models/${id}/install`, { key: session });
    expect(started.status).toBe(200);
    const installed = await waitFor(async () => {
      const m = (await s.call('GET', '/api/cabinet/models', { key: session })).body.models.find((x: { id: string }) => x.id === id);
      if (m.error) throw new Error(m.error);
      return m.installed ? m : null;
    }, 60_000, 100);
    expect(installed.installed_at).not.toBeNull();
    expect(installed.progress).toBeNull();

    const removed = await s.call('DELETE', `/api/cabinet/models/${id}`, { key: session, headers: { 'accept-language': 'ru' } });
    expect(removed.status).toBe(200);
    expect(removed.body.models.find((x: { id: string }) => x.id === id).installed).toBe(false);
    // The list it answers with is in the caller's language, as GET's is (the studio caches it).
    expect(removed.body.models.find((x: { id: string }) => x.id === 'stress-giella').title).toBe('Формы слов с ударениями (Giella)');
    const unknown = await s.call('POST', '/api/cabinet/models/no-such-model/install', { key: session });
    expect(unknown.status).toBe(404);
  });
});

describe('models offline', () => {
  it('an unreachable download site is a failure the studio can name, and a copy on this computer installs the model', async () => {
    // No mirror: the fixture voices' files are only at their URL, on a host that does not resolve.
    const offline = await startStudio({ env: { GLAVA_MODELS_MIRROR: '', GLAVA_MODELS_CATALOG: fixtureCatalogFile(join(siteDir, 'offline')) } });
    try {
      const login = new URL(offline.server.studioLink).hash.replace('#login=', '');
      const key = (await offline.call('POST', '/api/cabinet/session', { key: null, body: { login } })).body.session as string;
      const model = async () => (await offline.call('GET', '/api/cabinet/models', { key })).body.models.find((m: { id: string }) => m.id === FIXTURE_VOICE_ID);

      expect((await offline.call('POST', `/api/cabinet/models/${FIXTURE_VOICE_ID}/install`, { key })).status).toBe(200);
      const failed = await waitFor(async () => ((await model()).error ? model() : null), 60_000, 100);
      expect(failed.installed).toBe(false);
      expect(failed.failure).toEqual({ kind: 'unreachable', host: 'example.invalid', file: null });

      // A copy that lacks a file, or a relative path: refused before any job, naming what is missing.
      const half = mkdtempSync(join(tmpdir(), 'glava-half-copy-'));
      const lacking = await offline.call('POST', `/api/cabinet/models/${FIXTURE_VOICE_ID}/install`, { key, body: { from: half } });
      expect(lacking.status).toBe(400);
      expect(lacking.body).toMatchObject({ code: 'bad_file', detail: { file: 'fake-ru-piper.onnx' } });
      rmSync(half, { recursive: true, force: true });
      expect((await offline.call('POST', `/api/cabinet/models/${FIXTURE_VOICE_ID}/install`, { key, body: { from: 'models' } })).status).toBe(400);

      // The model manager's mirror folder the author already has.
      const started = await offline.call('POST', `/api/cabinet/models/${FIXTURE_VOICE_ID}/install`, { key, body: { from: fixtureMirror() } });
      expect(started.status).toBe(200);
      const installed = await waitFor(async () => {
        const m = await model();
        if (m.error) throw new Error(m.error);
        return m.installed ? m : null;
      }, 60_000, 100);
      expect(installed).toMatchObject({ failure: null, error: null });
      const voices = (await offline.call('GET', '/voices')).body.voices as Array<{ name: string }>;
      expect(voices.map((v) => v.name)).toContain('Тестовый голос');
    } finally {
      await offline.close();
    }
  });
});
