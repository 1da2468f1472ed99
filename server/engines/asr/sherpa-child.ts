// The sherpa-onnx child process: loads a recognizer and/or the Silero voice activity detector
// once, then answers clip after clip. It lives in its own process because the native library
// may abort the whole process on a bad model file; the studio only loses this child.
import { createRequire } from 'node:module';
import type * as SherpaModule from 'sherpa-onnx-node';
import type { OfflineRecognizer, Vad } from 'sherpa-onnx-node';
import type { Interval } from '../../domain/check/evidence.ts';
import type { FromChild, ToChild } from './sherpa-protocol.ts';

const require = createRequire(import.meta.url);
type Sherpa = typeof SherpaModule;

const RATE = 16000;
const WINDOW = 512;
let recognizer: OfflineRecognizer | null = null;
let vad: Vad | null = null;

function send(m: FromChild): void {
  process.send?.(m);
}

function toFloat(samples: Int16Array): Float32Array {
  const f = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) f[i] = samples[i]! / 32768;
  return f;
}

function speechOf(v: Vad, f: Float32Array): Interval[] {
  const out: Interval[] = [];
  const drain = () => {
    while (!v.isEmpty()) {
      const s = v.front(false);
      out.push([s.start / RATE, (s.start + s.samples.length) / RATE]);
      v.pop();
    }
  };
  for (let i = 0; i < f.length; i += WINDOW) {
    v.acceptWaveform(f.subarray(i, Math.min(f.length, i + WINDOW)));
    drain();
  }
  v.flush();
  drain();
  // Starts are counted from the last reset: each clip starts at 0.
  v.reset();
  return out;
}

async function onClip(m: Extract<ToChild, { type: 'clip' }>): Promise<void> {
  try {
    const f = toFloat(m.samples);
    const reply: FromChild = { type: 'result', id: m.id };
    if (m.vad && vad) reply.speech = speechOf(vad, f);
    if (m.asr && recognizer) {
      const stream = recognizer.createStream();
      stream.acceptWaveform({ samples: f, sampleRate: RATE });
      const r = await recognizer.decodeAsync(stream);
      reply.text = r.text;
      reply.tokens = r.tokens;
      reply.timestamps = r.timestamps;
    }
    send(reply);
  } catch (err) {
    send({ type: 'result', id: m.id, error: err instanceof Error ? err.message : String(err) });
  }
}

// Clips are answered in order, one at a time.
let chain: Promise<void> = Promise.resolve();

process.on('message', (m: ToChild) => {
  if (m.type === 'init') {
    try {
      const sherpa = require('sherpa-onnx-node') as Sherpa;
      if (m.vad) vad = new sherpa.Vad(m.vad, 120);
      if (m.asr) recognizer = new sherpa.OfflineRecognizer(m.asr);
      send({ type: 'ready' });
    } catch (err) {
      send({ type: 'fail', message: err instanceof Error ? err.message : String(err) });
    }
    return;
  }
  chain = chain.then(() => onClip(m));
});

process.on('disconnect', () => process.exit(0));
