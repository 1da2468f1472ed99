// A synthesis request spoken by the embedded eSpeak NG: the prepared text (stress marks
// handled by the phoneme step), the voice's settings moved by emotion, delivery and speed.
import type { SynthJob } from '../protocol.ts';
import type { EspeakVoiceSpec } from './cast.ts';
import { escapeSsml, type Espeak, type EspeakOutput } from './espeak.ts';
import { espeakSettings, withIntonation } from './prosody.ts';
import { stripStressMarks } from '../stress-marks.ts';

/** The text eSpeak reads for a prepared text (SSML-escaped, intonation applied). */
export function espeakInput(_espeak: Espeak, spec: EspeakVoiceSpec, job: Pick<SynthJob, 'text' | 'delivery'>): string {
  void spec;
  return escapeSsml(withIntonation(stripStressMarks(job.text), job.delivery.intonation));
}

export function speakEspeak(espeak: Espeak, spec: EspeakVoiceSpec, job: SynthJob): EspeakOutput {
  const settings = espeakSettings(spec, job.emotion, job.speed, job.delivery);
  return espeak.synthesize(espeakInput(espeak, spec, job), settings);
}
