// Types for the speech-recognition and voice-activity parts of sherpa-onnx-node 1.13 (the
// package ships plain JS; these follow its types.js and the C++ config structs it fills).
// Only what the check uses; other parts of the package may be declared beside this (the
// declarations of one module merge).
declare module 'sherpa-onnx-node' {
  export interface Waveform {
    /** Samples in [-1, 1]. */
    samples: Float32Array;
    sampleRate: number;
  }

  export interface FeatureConfig {
    sampleRate?: number;
    featureDim?: number;
  }

  export interface OfflineTransducerModelConfig {
    encoder: string;
    decoder: string;
    joiner: string;
  }

  export interface OfflineWhisperModelConfig {
    encoder: string;
    decoder: string;
    /** e.g. `en`; empty for the model's default. */
    language?: string;
    /** `transcribe` or `translate`. */
    task?: string;
    tailPaddings?: number;
  }

  export interface OfflineModelConfig {
    transducer?: OfflineTransducerModelConfig;
    whisper?: OfflineWhisperModelConfig;
    tokens: string;
    numThreads?: number;
    debug?: boolean | number;
    provider?: string;
    /** `transducer`, `nemo_transducer`, … (empty: read from the model's metadata). */
    modelType?: string;
  }

  export interface OfflineRecognizerConfig {
    featConfig?: FeatureConfig;
    modelConfig: OfflineModelConfig;
    /** `greedy_search` or `modified_beam_search`. */
    decodingMethod?: string;
    maxActivePaths?: number;
  }

  export interface OfflineRecognizerResult {
    lang: string;
    text: string;
    /** Seconds from the start, one per token (transducers). */
    timestamps: number[];
    tokens: string[];
    words: number[];
  }

  export class OfflineStream {
    acceptWaveform(wave: Waveform): void;
  }

  export class OfflineRecognizer {
    constructor(config: OfflineRecognizerConfig);
    static createAsync(config: OfflineRecognizerConfig): Promise<OfflineRecognizer>;
    createStream(hotwords?: string): OfflineStream;
    decode(stream: OfflineStream): void;
    decodeAsync(stream: OfflineStream): Promise<OfflineRecognizerResult>;
    getResult(stream: OfflineStream): OfflineRecognizerResult;
  }

  export interface SileroVadModelConfig {
    model: string;
    threshold?: number;
    /** Seconds. */
    minSilenceDuration?: number;
    minSpeechDuration?: number;
    /** Samples per window (512 at 16 kHz). */
    windowSize?: number;
    maxSpeechDuration?: number;
  }

  export interface VadConfig {
    sileroVad: SileroVadModelConfig;
    sampleRate?: number;
    numThreads?: number;
    provider?: string;
    debug?: boolean | number;
  }

  export interface SpeechSegment {
    /** First sample of the segment, counted from the last reset. */
    start: number;
    samples: Float32Array;
  }

  export class Vad {
    constructor(config: VadConfig, bufferSizeInSeconds: number);
    acceptWaveform(samples: Float32Array): void;
    isEmpty(): boolean;
    isDetected(): boolean;
    pop(): void;
    clear(): void;
    front(enableExternalBuffer?: boolean): SpeechSegment;
    reset(): void;
    flush(): void;
  }

  export const version: string;
}
