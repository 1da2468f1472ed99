// Events: webhooks (signed, retried with backoff across a restart, logged) and the SSE stream.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAMPLE_BOOK, startStudio, waitFor, type TestStudio } from '../support/studio.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

class Receiver {
  server: Server;
  got: Received[] = [];
  status = 200;
  url = '';
  constructor() {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        this.got.push({ headers: req.headers, body });
        res.writeHead(this.status).end('ok');
      });
    });
  }
  async start(): Promise<this> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', () => r()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
    return this;
  }
  close(): Promise<void> {
    return new Promise((r) => this.server.close(() => r()));
  }
}

const env = { GLAVA_WEBHOOK_BACKOFF_S: '0.3' };
let dataDir: string;
let s: TestStudio;
let receiver: Receiver;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'glava-events-'));
  s = await startStudio({ dataDir, env });
  receiver = await new Receiver().start();
});
afterAll(async () => {
  await s.close();
  await receiver.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function voiceChapter(studio: TestStudio) {
  const b = await studio.call('POST', '/books', { body: { title: 'События', text: SAMPLE_BOOK } });
  const book = (await studio.call('GET', `/books/${b.body.book.id}`)).body.book;
  const job = (await studio.call('POST', `/chapters/${book.chapters[0].id}/render`)).body.job;
  return { book, job };
}

describe('webhooks', () => {
  it('delivers chapter.voiced signed with the secret, and logs the delivery', async () => {
    const created = await s.call('POST', '/webhooks', { body: { url: receiver.url, events: ['chapter.voiced', 'export.ready'], secret: 'sekret-123' } });
    expect(created.status).toBe(201);
    const hook = created.body.webhook;
    expect(hook).toMatchObject({ url: receiver.url, events: ['chapter.voiced', 'export.ready'], secret: 'sekret-123' });
    const { book, job } = await voiceChapter(s);
    const got = await waitFor(async () => receiver.got.find((g) => g.headers['x-glava-event'] === 'chapter.voiced'));
    const body = JSON.parse(got.body);
    expect(body).toMatchObject({ event: 'chapter.voiced', data: { book_id: book.id, chapter_id: book.chapters[0].id, job: { id: job.id, status: 'done' } } });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    const sig = 'sha256=' + createHmac('sha256', 'sekret-123').update(got.body).digest('hex');
    expect(got.headers['x-glava-signature']).toBe(sig);
    expect(got.headers['x-glava-delivery']).toMatch(/^[0-9a-f-]{36}$/);
    const log = await waitFor(async () => {
      const d = (await s.call('GET', `/webhooks/${hook.id}/deliveries`)).body.deliveries;
      return d.length && d[0].status === 'delivered' ? d : null;
    });
    expect(log[0]).toMatchObject({ event: 'chapter.voiced', attempts: 1, last_status: 200 });
    await s.call('DELETE', `/webhooks/${hook.id}`);
    expect((await s.call('GET', '/webhooks')).body.webhooks).toEqual([]);
  });

  it('retries a failing receiver with backoff, also after the studio restarts', async () => {
    receiver.got = [];
    receiver.status = 500;
    const hook = (await s.call('POST', '/webhooks', { body: { url: receiver.url, events: ['chapter.voiced'] } })).body.webhook;
    expect(hook.secret.length).toBeGreaterThanOrEqual(16);
    await voiceChapter(s);
    await waitFor(async () => receiver.got.length >= 2, 30_000);
    const pending = (await s.call('GET', `/webhooks/${hook.id}/deliveries`)).body.deliveries[0];
    expect(pending.status).toBe('pending');
    expect(pending.attempts).toBeGreaterThanOrEqual(2);
    expect(pending.last_status).toBe(500);
    await s.close();
    receiver.status = 200;
    s = await startStudio({ dataDir, env });
    const done = await waitFor(async () => {
      const d = (await s.call('GET', `/webhooks/${hook.id}/deliveries`)).body.deliveries[0];
      return d.status === 'delivered' ? d : null;
    }, 30_000);
    expect(done.attempts).toBeGreaterThanOrEqual(3);
  });

  it('refuses bad registrations', async () => {
    expect((await s.call('POST', '/webhooks', { body: { url: 'ftp://x', events: ['chapter.voiced'] } })).status).toBe(422);
    expect((await s.call('POST', '/webhooks', { body: { url: receiver.url, events: ['chapter.exploded'] } })).status).toBe(422);
    expect((await s.call('POST', '/webhooks', { body: { url: receiver.url, events: [] } })).status).toBe(422);
  });
});

describe('GET /events', () => {
  it('streams named events and live job progress; Last-Event-ID replays missed ones', async () => {
    const ctrl = new AbortController();
    const res = await fetch(`${s.api}/events`, { headers: { 'x-api-key': s.ownerKey }, signal: ctrl.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    let text = '';
    const reading = (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) break;
        text += Buffer.from(value!).toString();
      }
    })();
    const { job } = await voiceChapter(s);
    await waitFor(async () => text.includes('event: chapter.voiced'), 30_000);
    ctrl.abort();
    await reading;
    expect(text).toContain('event: job.updated');
    const frame = text.split('\n\n').find((f) => f.includes('event: chapter.voiced'))!;
    const id = Number(/^id: (\d+)$/m.exec(frame)![1]);
    const data = JSON.parse(/^data: (.*)$/m.exec(frame)![1]!);
    expect(data.data.job.id).toBe(job.id);

    // Reconnecting with Last-Event-ID = id - 1 replays that event first.
    const ctrl2 = new AbortController();
    const res2 = await fetch(`${s.api}/events`, { headers: { 'x-api-key': s.ownerKey, 'last-event-id': String(id - 1) }, signal: ctrl2.signal });
    const r2 = res2.body!.getReader();
    let text2 = '';
    while (!text2.includes(`id: ${id}\n`)) text2 += Buffer.from((await r2.read()).value!).toString();
    ctrl2.abort();
    expect(text2).toContain('event: chapter.voiced');
  });
});
