// The SSE reader: how the studio's GET /events frames arrive, split anywhere across chunks.
import { describe, expect, it } from 'vitest';
import { readSse, SseParser } from './sse.ts';

const FRAME = 'id: 7\nevent: chapter.voiced\ndata: {"id":"e1","event":"chapter.voiced","data":{"book_id":"b"}}\n\n';

describe('SseParser', () => {
  it('reads id, event and data of a frame, and keeps the last id for reconnecting', () => {
    const p = new SseParser();
    expect(p.push('retry: 3000\n\n')).toEqual([]);
    expect(p.retryMs).toBe(3000);
    const [m] = p.push(FRAME);
    expect(m).toEqual({ id: '7', event: 'chapter.voiced', data: '{"id":"e1","event":"chapter.voiced","data":{"book_id":"b"}}' });
    expect(p.lastId).toBe('7');
  });

  it('gives the same messages whichever way the text is cut into chunks', () => {
    const text = `: keep-alive\n\n${FRAME}event: job.updated\ndata: {"job_id":"j"}\n\n`;
    const whole = new SseParser().push(text);
    expect(whole).toHaveLength(2);
    for (const size of [1, 2, 3, 7, 13]) {
      const p = new SseParser();
      const got = [];
      for (let i = 0; i < text.length; i += size) got.push(...p.push(text.slice(i, i + size)));
      expect(got).toEqual(whole);
    }
  });

  it('handles CRLF and CR line ends (a CR at a chunk end waits for its LF), multi-line data and comments', () => {
    const p = new SseParser();
    const got = [...p.push('data: one\r'), ...p.push('\ndata: two\r\n: a comment\r\n\r\n'), ...p.push('data:three\r\r: c\n')];
    expect(got).toEqual([
      { id: null, event: 'message', data: 'one\ntwo' },
      { id: null, event: 'message', data: 'three' },
    ]);
  });

  it('ignores frames without data and unknown fields; an id with NUL is refused', () => {
    const p = new SseParser();
    expect(p.push('event: nothing\n\nfoo: bar\nid: a\u0000b\ndata: x\n\n')).toEqual([{ id: null, event: 'message', data: 'x' }]);
    expect(p.lastId).toBeNull();
  });
});

describe('readSse', () => {
  it('reads messages from a byte stream with multi-byte characters split between chunks', async () => {
    const bytes = new TextEncoder().encode('event: book.ready\ndata: {"title":"Нос"}\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < bytes.length; i += 5) c.enqueue(bytes.slice(i, i + 5));
        c.close();
      },
    });
    const out = [];
    for await (const m of readSse(stream)) out.push(m);
    expect(out).toEqual([{ id: null, event: 'book.ready', data: '{"title":"Нос"}' }]);
  });
});
