// GET /events needs the x-api-key header, which EventSource cannot send: the stream is opened by
// the generated client (a raw Response), read here, and reopened after a drop with Last-Event-ID
// so named events missed meanwhile are replayed by the server.
import { SseParser, type SseMessage } from '../../../client/sse-parser.ts';
import { api, GlavaApiError } from './client.ts';

// The parser is the script client's (one implementation of the wire format, tested there).
export type { SseMessage };

export type StreamState = 'connecting' | 'open' | 'retrying' | 'stopped';

export interface StreamOptions {
  onMessage: (m: SseMessage) => void;
  onState?: (s: StreamState) => void;
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
        const headers: Record<string, string> = { accept: 'text/event-stream' };
        if (lastId) headers['last-event-id'] = lastId;
        const res = await api.getEvents({}, { headers, signal: controller.signal });
        if (!res.body) throw new Error('GET /events: no body');
        opts.onState?.('open');
        failures = 0;
        const parser = new SseParser();
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const m of parser.push(value)) {
            if (m.id) lastId = m.id;
            opts.onMessage(m);
          }
          if (parser.retryMs) retryMs = parser.retryMs;
        }
      } catch (err) {
        if (stopped) break;
        // 401: the session is gone (the transport has told the session store); stop for good.
        if (err instanceof GlavaApiError && err.status === 401) break;
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
