import { describe, expect, it } from 'vitest';
import { api, GlavaApiError, signInApi } from './client.ts';
import { configureClient, resolveEndpoint } from './transport.ts';
import { errorText } from '../components/error-text.ts';
import { fakeStudio } from '../test/fake-studio.ts';

describe('the studio transport under the generated client', () => {
  it('sends the session key, query strings and JSON bodies to the generated paths', async () => {
    const studio = fakeStudio({ key: 'gls_abc' });
    studio.on('GET /api/v1/usage/ledger', { json: { items: [] } });
    studio.on('PATCH /api/v1/segments/s1', { json: { ok: true } });
    await api.getUsageLedger({ book_id: 'b1', limit: 100 });
    await api.patchSegmentsBySegmentId('s1', { skip_audio: true });
    const [ledger, patch] = studio.requests;
    expect(ledger!.query).toBe('?book_id=b1&limit=100');
    expect(ledger!.headers['x-api-key']).toBe('gls_abc');
    expect(patch!.body).toEqual({ skip_audio: true });
    expect(patch!.headers['content-type']).toBe('application/json');
  });

  it('sends an Idempotency-Key when asked, and the sign-in exchange without the session', async () => {
    const studio = fakeStudio({ key: 'gls_old' });
    studio.on('POST /api/v1/chapters/c1/render', { json: { job: {} } });
    studio.on('POST /api/cabinet/session', { json: { session: 'gls_new' } });
    await api.postChaptersByChapterIdRender('c1', { idempotencyKey: 'c1:1' });
    await signInApi.postApiCabinetSession({ login: 'secret' });
    expect(studio.requests[0]!.headers['idempotency-key']).toBe('c1:1');
    expect(studio.requests[1]!.headers['x-api-key']).toBeUndefined();
  });

  it('asks the server for texts in the studio\'s language, not the browser\'s', async () => {
    const studio = fakeStudio({ key: 'gls_abc' });
    studio.on('GET /api/v1/chapters/c1', { json: { segments: [] } });
    let locale = 'en';
    configureClient({ language: () => locale });
    await api.getChaptersByChapterId('c1');
    locale = 'ru';
    await api.getChaptersByChapterId('c1');
    configureClient({ language: undefined });
    expect(studio.requests.map((r) => r.headers['accept-language'])).toEqual(['en', 'ru']);
  });

  it('turns an error answer into GlavaApiError and the user reads it in the studio\'s language', async () => {
    const studio = fakeStudio();
    studio.on('GET /api/v1/books/nope', { status: 404, json: { detail: 'Книга не найдена', code: 'not_found' } });
    studio.on('POST /api/v1/books', { status: 422, json: { detail: [{ message: 'title: required' }, { message: 'text: too short' }], code: 'validation' } });
    const err = await api.getBooksByBookId('nope').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GlavaApiError);
    expect((err as GlavaApiError).status).toBe(404);
    expect(errorText(err)).toMatch(/^Этого больше нет/);
    expect(errorText(await api.postBooks({ title: '', text: '' }).catch((e: unknown) => e))).toMatch(/^Студия не приняла эти значения/);
    expect(errorText(new TypeError('Failed to fetch'))).toMatch(/студи|studio/i);
  });

  it('tells the session store once per 401, but not for a refused sign-in link', async () => {
    let expired = 0;
    const studio = fakeStudio({ onUnauthorized: () => expired++ });
    studio.on('GET /api/v1/books', { status: 401, json: { detail: 'The session has ended', code: 'unauthorized' } });
    studio.on('POST /api/cabinet/session', { status: 401, json: { detail: 'This link is not valid', code: 'unauthorized' } });
    await api.getBooks().catch(() => undefined);
    expect(expired).toBe(1);
    await signInApi.postApiCabinetSession({ login: 'stale' }).catch(() => undefined);
    expect(expired).toBe(1);
  });

  it('accepts an empty success, and hands a WAV back as a response', async () => {
    const studio = fakeStudio();
    studio.on('DELETE /api/v1/pronunciations/r1', { status: 204 });
    studio.on('POST /api/v1/tts', { text: 'RIFF', contentType: 'audio/wav' });
    expect(await api.deletePronunciationsByRuleId('r1')).toBeUndefined();
    const res = await api.postTts({ text: 'Привет', voice_id: 'v1', output: 'audio' });
    expect(res).toBeInstanceOf(Response);
  });

  it('finds the site from the page or from the address the desktop shell hands over', () => {
    expect(resolveEndpoint(undefined, 'http://127.0.0.1:7433')).toEqual({ apiBase: 'http://127.0.0.1:7433/api/v1', site: 'http://127.0.0.1:7433' });
    expect(resolveEndpoint('http://127.0.0.1:9000/api/v1/', 'file://')).toEqual({ apiBase: 'http://127.0.0.1:9000/api/v1', site: 'http://127.0.0.1:9000' });
  });
});
