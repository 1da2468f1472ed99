// A synthesis worker thread: loads its engines once (eSpeak NG at start, each Piper model on
// first use) and speaks one job at a time, so the HTTP thread never runs synthesis.
import { parentPort } from 'node:worker_threads';
import { Espeak } from './espeak/espeak.ts';
import { speakEspeak } from './espeak/speak.ts';
import { PiperVoice } from './piper/piper.ts';
import { applyVariant } from './dsp/variant.ts';
import { epochMs, type PiperModelSpec, type SynthJob, type WorkerReply, type WorkerRequest } from './protocol.ts';

if (!parentPort) throw new Error('tts worker must run in a worker thread');
const port = parentPort;

// Loaded before the first message is handled: a failure here stops the worker, and the pool
// reports it to the requests that were waiting.
const espeak = await Espeak.load();

/** Loaded Piper voices by model files. A failed load is forgotten, so a reinstalled voice loads again. */
const piperVoices = new Map<string, Promise<PiperVoice>>();

class VoiceUnavailableError extends Error {
  override name = 'VoiceUnavailableError';
}

async function piperVoice(spec: PiperModelSpec): Promise<PiperVoice> {
  const key = `${spec.model}\u0000${spec.config}\u0000${spec.stamp}`;
  let v = piperVoices.get(key);
  if (!v) {
    v = PiperVoice.load(spec);
    piperVoices.set(key, v);
    v.catch(() => piperVoices.delete(key));
  }
  try {
    return await v;
  } catch (err) {
    throw new VoiceUnavailableError((err as Error).message);
  }
}

async function engineSpeak(job: SynthJob): Promise<{ samples: Int16Array; sampleRate: number }> {
  const spec = job.spec;
  if (spec.engine === 'espeak') return speakEspeak(espeak, spec.espeak, job);
  const voice = await piperVoice(spec.piper);
  const ph = { phonemes: (text: string, ipa: boolean) => espeak.phonemes(text, voice.config.espeakVoice, ipa) };
  return voice.synthesize(job.text, ph, job.speed, job.delivery);
}

/** The engine's sound, then the voice variant (pitch, formants) for whatever engine spoke. */
async function speak(job: SynthJob): Promise<{ samples: Int16Array; sampleRate: number }> {
  const r = await engineSpeak(job);
  return { samples: applyVariant(r.samples, r.sampleRate, { pitch: job.pitch, formant: job.formant }), sampleRate: r.sampleRate };
}

function reply(m: WorkerReply, transfer: ArrayBuffer[] = []): void {
  port.postMessage(m, transfer);
}

async function handle(msg: WorkerRequest): Promise<void> {
  if (msg.type === 'probe') {
    let problem = '';
    if (msg.spec.engine === 'piper') {
      try {
        await piperVoice(msg.spec.piper);
      } catch (err) {
        problem = (err as Error).message;
      }
    }
    reply({ type: 'probed', id: msg.id, problem });
    return;
  }
  const startedAt = epochMs();
  try {
    const { samples, sampleRate } = await speak(msg.job);
    reply({ type: 'done', id: msg.id, samples, sampleRate, startedAt, finishedAt: epochMs() }, [samples.buffer as ArrayBuffer]);
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    reply({ type: 'error', id: msg.id, name: e.name, message: e.message });
  }
}

port.on('message', (msg: WorkerRequest) => {
  void handle(msg);
});

reply({ type: 'ready' });
