// GET /events needs the x-api-key header, which EventSource cannot send: the stream is read with
// fetch and a reader, parsed here, and reopened after a drop with Last-Event-ID so named events
// missed meanwhile are replayed by the server.
import { authHeaders, buildUrl } from './http.ts';

export interface SseMessage {
  id: string | null;
  event: string;
  data: string;
}

/** Incremental text/event-stream parser: feed chunks, get whole messages. */
export class SseParser {
  private buffer = '';
  private id: string | null = null;
  private event = '';
  private data: string[] = [];
  /** The server's `retry:` advice, ms. */
  retryMs: number | null = null;

  feed(chunk: string): SseMessage[] {
    this.buffer += chunk;
    const out: SseMessage[] = [];
    for (;;) {
      const nl = this.buffer.search(/\r\n|\r|\n/);
      if (nl < 0) break;
      const line = this.buffer.slice(0, nl);
      this.buffer = this.buffer.slice(nl + (this.buffer.startsWith('\r\n', nl) ? 2 : 1));
      if (line === '') {
        if (this.data.length) out.push({ id: this.id, event: this.event || 'message', data: this.data.join('\n') });
        this.event = '';
        this.data = [];
        this.id = null;
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      let value = colon < 0 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'data') this.data.push(value);
      else if (field === 'event') this.event = value;
      else if (field === 'id') this.id = value;
      else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
    }
    return out;
  }
}

export type StreamState = 'connecting' | 'open' | 'retrying' | 'stopped';

export interface StreamOptions {
  onMessage: (m: SseMessage) => void;
  onState?: (s: StreamState) => void;
  /** 401: the session is gone; the stream stops for good. */
  onUnauthorized?: () => void;
}

/** Opens the stream and keeps it open until the returned stop() is called. */
export function openEventStream(opts: StreamOptions): () => void {
  const controller = new AbortController();
  let lastId: string | null = null;
  let stopped = false;
  let retryMs = 3000;

  const run = async (): Promise<void> => {
    let failures = 0;
    while (!stopped) {
      opts.onState?.('connecting');
      try {
        const headers: Record<string, string> = { ...authHeaders(), accept: 'text/event-stream' };
        if (lastId) headers['last-event-id'] = lastId;
        const res = await fetch(buildUrl('/events'), { headers, signal: controller.signal, cache: 'no-store' });
        if (res.status === 401) {
          opts.onUnauthorized?.();
          break;
        }
        if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
        opts.onState?.('open');
        failures = 0;
        const parser = new SseParser();
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const m of parser.feed(value)) {
            if (m.id) lastId = m.id;
            opts.onMessage(m);
          }
          if (parser.retryMs) retryMs = parser.retryMs;
        }
      } catch {
        if (stopped) break;
        failures++;
      }
      if (stopped) break;
      opts.onState?.('retrying');
      // Back off up to 30 s while the studio is down, so a closed laptop lid costs nothing.
      await new Promise((r) => setTimeout(r, Math.min(30_000, retryMs * Math.max(1, failures))));
    }
    opts.onState?.('stopped');
  };
  void run();
  return () => {
    stopped = true;
    controller.abort();
  };
}
