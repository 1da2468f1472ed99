// GET /events as Server-Sent Events: missed named events are replayed after Last-Event-ID (their
// sequence number), then live ones follow; a comment every 15 s keeps proxies and clients awake.
import type { Request, Response } from 'express';
import type { Deps } from '../services/deps.ts';
import { eventsAfter } from '../storage/repositories/events.repo.ts';
import type { BusMessage } from './bus.ts';

const HEARTBEAT_MS = 15_000;

function frame(m: BusMessage): string {
  const body = JSON.stringify({ id: m.id, event: m.event, created_at: m.created_at, data: m.data });
  return `${m.seq ? `id: ${m.seq}\n` : ''}event: ${m.event}\ndata: ${body}\n\n`;
}

export function streamEvents(app: Pick<Deps, 'db' | 'bus'>, userId: string, req: Request, res: Response, since: number | undefined): void {
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache, no-transform');
  res.setHeader('Connection', 'keep-alive');
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  res.write('retry: 3000\n\n');

  const lastHeader = req.headers['last-event-id'];
  const last = Number(Array.isArray(lastHeader) ? lastHeader[0] : lastHeader ?? since ?? NaN);
  let sentSeq = 0;
  // Subscribe first, then replay, so nothing emitted in between is lost; duplicates are skipped.
  const backlog: BusMessage[] = [];
  let replaying = true;
  const unsubscribe = app.bus.subscribe(userId, (m) => {
    if (replaying) backlog.push(m);
    else if (!m.seq || m.seq > sentSeq) {
      if (m.seq) sentSeq = m.seq;
      res.write(frame(m));
    }
  });
  if (Number.isFinite(last)) {
    for (const e of eventsAfter(app.db, userId, last)) {
      sentSeq = e.seq;
      res.write(frame({ seq: e.seq, id: e.id, event: e.event as BusMessage['event'], created_at: e.created_at, data: JSON.parse(e.data) as Record<string, unknown> }));
    }
  }
  replaying = false;
  for (const m of backlog) {
    if (!m.seq || m.seq > sentSeq) {
      if (m.seq) sentSeq = m.seq;
      res.write(frame(m));
    }
  }
  const beat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const end = () => {
    clearInterval(beat);
    unsubscribe();
  };
  req.on('close', end);
  res.on('close', end);
}
