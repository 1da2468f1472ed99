// A synthesis worker thread: loads its engines once (eSpeak NG at start, each Piper model on
// first use) and speaks one job at a time, so the HTTP thread never runs synthesis.
import { parentPort } from 'node:worker_threads';
import { Espeak } from './espeak/espeak.ts';
import { speakEspeak } from './espeak/speak.ts';
import { epochMs, type EngineSpec, type SynthJob, type WorkerReply, type WorkerRequest } from './protocol.ts';

if (!parentPort) throw new Error('tts worker must run in a worker thread');
const port = parentPort;

// Loaded before the first message is handled: a failure here stops the worker, and the pool
// reports it to the requests that were waiting.
const espeak = await Espeak.load();

function speak(job: SynthJob): { samples: Int16Array; sampleRate: number } {
  const spec: EngineSpec = job.spec;
  switch (spec.engine) {
    case 'espeak':
      return speakEspeak(espeak, spec.espeak, job);
    case 'piper':
      throw Object.assign(new Error('Piper voices are not supported yet'), { name: 'VoiceUnavailableError' });
  }
}

function reply(m: WorkerReply, transfer: ArrayBuffer[] = []): void {
  port.postMessage(m, transfer);
}

port.on('message', (msg: WorkerRequest) => {
  if (msg.type === 'probe') {
    reply({ type: 'probed', id: msg.id, problem: msg.spec.engine === 'espeak' ? '' : 'Piper voices are not supported yet' });
    return;
  }
  const startedAt = epochMs();
  try {
    const out = speak(msg.job);
    const samples = out.samples;
    reply({ type: 'done', id: msg.id, samples, sampleRate: out.sampleRate, startedAt, finishedAt: epochMs() }, [samples.buffer as ArrayBuffer]);
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    reply({ type: 'error', id: msg.id, name: e.name, message: e.message });
  }
});

reply({ type: 'ready' });
