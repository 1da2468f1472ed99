// Types for the parts of @echogarden/espeak-ng-emscripten (eSpeak NG compiled to WASM) the
// studio uses. The package ships plain JS; these follow its Emscripten WebIDL bindings.
declare module '@echogarden/espeak-ng-emscripten' {
  export interface EspeakEvent {
    type: 'list_terminated' | 'word' | 'sentence' | 'mark' | 'play' | 'end' | 'msg_terminated' | 'phoneme' | 'samplerate';
    text_position: number;
    word_length: number;
    /** Milliseconds from the start of the synthesis. */
    audio_position: number;
    /** The phoneme (IPA) of a `phoneme` event, the mark name of a `mark` event, a number for words and sentences. */
    id: string | number | undefined;
  }

  export interface VoidPtr {
    ptr: number;
  }

  export class eSpeakNGWorker {
    constructor();
    /** 0 on success. Accepts `language+variant` (e.g. `ru+f3`). */
    set_voice(name: string): number;
    set_rate(wordsPerMinute: number): void;
    set_pitch(pitch: number): void;
    set_range(range: number): void;
    set_volume(volume: number): void;
    get_samplerate(): number;
    list_voices(): Array<{ name: string; identifier: string; languages: Array<{ priority: number; name: string }> }>;
    /** Synthesizes text (`[[...]]` is phoneme input); the callback gets each chunk; returning true stops. */
    synthesize(text: string, callback: (samples: Int16Array, events: EspeakEvent[]) => boolean | number): void;
    /** Phonemes of the text: a pointer to a NUL-terminated UTF-8 string the caller frees. */
    convert_to_phonemes(text: string, ipa: boolean): VoidPtr;
  }

  export interface EspeakModule {
    eSpeakNGWorker: typeof eSpeakNGWorker;
    HEAPU8: Uint8Array;
    _free(ptr: number): void;
  }

  export default function initialize(): Promise<EspeakModule>;
}
