// Server-Sent Events over fetch: the parser (shared with the studio UI) and a reader of a body.
import { SseParser, type SseMessage } from './sse-parser.ts';

export { SseParser, type SseMessage };

/** Messages of one response body, until it ends. */
export async function* readSse(body: ReadableStream<Uint8Array>, parser = new SseParser()): AsyncGenerator<SseMessage> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      yield* parser.push(value);
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
