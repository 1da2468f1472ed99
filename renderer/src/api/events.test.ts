import { describe, expect, it } from 'vitest';
import { SseParser } from './events.ts';

describe('SseParser', () => {
  it('assembles messages split across chunks, with ids, names and multi-line data', () => {
    const p = new SseParser();
    expect(p.feed('retry: 3000\n\nid: 7\nevent: chapter.voiced\nda')).toEqual([]);
    expect(p.retryMs).toBe(3000);
    const out = p.feed('ta: {"a":1}\n\n: keep-alive\n\nevent: job.updated\ndata: x\ndata: y\r\n\r\n');
    expect(out).toEqual([
      { id: '7', event: 'chapter.voiced', data: '{"a":1}' },
      { id: null, event: 'job.updated', data: 'x\ny' },
    ]);
  });

  it('ignores comments and empty messages', () => {
    const p = new SseParser();
    expect(p.feed(': hello\n\n\n\n')).toEqual([]);
    expect(p.feed('data: only\n\n')).toEqual([{ id: null, event: 'message', data: 'only' }]);
  });
});
