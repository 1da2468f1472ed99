// Hear a voice right away: POST /tts with a short phrase in the book's language (repeats are free
// and instant), played in the shared player.
import { ttsAudio } from '../../api/client.ts';
import type { Emotion } from '../../api/types.ts';
import { usePlayer } from '../../stores/player.ts';
import { useT } from '../../stores/settings.ts';
import { toastError } from '../../stores/toasts.ts';
import { errorText } from '../../components/error-text.ts';

const PHRASE: Record<string, string> = {
  ru: 'Здравствуйте! Меня зовут {name}. Послушайте, как звучит мой голос.',
  en: 'Hello! My name is {name}. This is how my voice sounds.',
};

interface Props {
  voiceId: string;
  name: string;
  language: string;
  emotion?: Emotion;
  speed?: number;
  /** The character's variant of the voice (semitones), heard as it will be voiced. */
  pitch?: number;
  formant?: number;
}

export function VoicePreview({ voiceId, name, language, emotion, speed, pitch, formant }: Props) {
  const t = useT();
  const id = `preview:${voiceId}:${name}:${pitch ?? 0}:${formant ?? 0}`;
  const playing = usePlayer((s) => s.playing === id);
  const loading = usePlayer((s) => s.loading === id);

  const play = async () => {
    const player = usePlayer.getState();
    if (playing) return player.stop();
    player.setLoading(id);
    try {
      const text = (PHRASE[language] ?? PHRASE.en!).replace('{name}', name);
      const url = await ttsAudio({ text, voice_id: voiceId, emotion, speed, pitch, formant });
      usePlayer.getState().play(id, url);
    } catch (err) {
      usePlayer.getState().setLoading(null);
      toastError(errorText(err));
    }
  };

  return (
    <button type="button" className="icon play" aria-label={t('cast.preview')} title={t('cast.preview')} onClick={() => void play()} disabled={loading}>
      {loading ? '…' : playing ? '■' : '▶'}
    </button>
  );
}
