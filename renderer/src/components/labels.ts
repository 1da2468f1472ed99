// Names of the API's closed vocabularies in the user's language. Emotions are Russian words in the
// API itself, so the Russian UI shows them as they are.
import type { Emotion } from '../api/types.ts';
import { t } from '../stores/settings.ts';
import { useSettings } from '../stores/settings.ts';
import type { MessageKey } from '../i18n/index.ts';

const EMOTION_EN: Record<Emotion, string> = {
  Нейтрально: 'Neutral', Радостно: 'Joyful', Воодушевлённо: 'Inspired', Нежно: 'Tender', Спокойно: 'Calm', Грустно: 'Sad',
  Серьёзно: 'Serious', Напряжённо: 'Tense', Сердито: 'Angry', Испуганно: 'Frightened', Удивлённо: 'Surprised',
};

export function emotionLabel(e: Emotion): string {
  return useSettings.getState().locale === 'ru' ? e : EMOTION_EN[e];
}

export function kindLabel(kind: string): string {
  const keys: Record<string, MessageKey> = { speech: 'kind.speech', narration: 'kind.narration', thought: 'kind.thought' };
  return keys[kind] ? t(keys[kind]) : kind;
}

export const INTONATION_KEYS: Record<string, MessageKey> = {
  question: 'delivery.question', exclaim: 'delivery.exclaim', statement: 'delivery.statement', trail: 'delivery.trail',
};
export const TEMPO_KEYS: Record<string, MessageKey> = { slow: 'delivery.slow', fast: 'delivery.fast' };
export const VOLUME_KEYS: Record<string, MessageKey> = { whisper: 'delivery.whisper', soft: 'delivery.soft', loud: 'delivery.loud' };

export const STAGE_KEYS: Record<string, MessageKey> = {
  queued: 'stage.queued', synth: 'stage.synth', encode: 'stage.encode', check: 'stage.check', package: 'stage.package', done: 'stage.done',
};

export function stageLabel(stage: string): string {
  return STAGE_KEYS[stage] ? t(STAGE_KEYS[stage]) : stage;
}
