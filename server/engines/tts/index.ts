// PLACEHOLDER (being replaced by the voice engines).
import type { SpeechSynthesizer } from './engine.ts';
export async function createSynthesizer(_o: { modelsDir: string; workers: number }): Promise<SpeechSynthesizer> {
  return { voices: () => [], voice: () => undefined, synthesize: () => Promise.reject(new Error('no engine')), workers: 1, refresh: async () => {}, close: async () => {} };
}
