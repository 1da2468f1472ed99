// The sherpa-onnx recognizer config of an installed model, from the files in its folder (the
// release archives are unpacked and flattened by the model manager):
//   sherpa-zipformer  encoder[.int8].onnx, decoder.onnx, joiner[.int8].onnx, tokens.txt
//   sherpa-whisper    <name>-encoder[.int8].onnx, <name>-decoder[.int8].onnx, <name>-tokens.txt
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { OfflineRecognizerConfig } from 'sherpa-onnx-node';
import type { InstalledRecord } from '../../../models/discovery.ts';

/** The first file (in order of preference) that matches; int8 weights load and run faster on a CPU. */
function pick(files: string[], patterns: RegExp[]): string | null {
  for (const p of patterns) {
    const hit = files.filter((f) => p.test(f)).sort()[0];
    if (hit) return hit;
  }
  return null;
}

export class ModelLayoutError extends Error {
  override name = 'ModelLayoutError';
}

export function sherpaConfig(model: InstalledRecord, threads = 1): OfflineRecognizerConfig {
  const files = readdirSync(model.dir);
  const need = (what: string, patterns: RegExp[]): string => {
    const f = pick(files, patterns);
    if (!f) throw new ModelLayoutError(`The model ${model.entry.id} has no ${what} file in ${model.dir}.`);
    return join(model.dir, f);
  };
  const featConfig = { sampleRate: 16000, featureDim: 80 };
  if (model.entry.engine === 'sherpa-whisper') {
    return {
      featConfig,
      modelConfig: {
        whisper: {
          encoder: need('encoder', [/-encoder\.int8\.onnx$/, /-encoder\.onnx$/]),
          decoder: need('decoder', [/-decoder\.int8\.onnx$/, /-decoder\.onnx$/]),
          // English-only (.en) models take no language; multilingual ones are told theirs.
          language: /\.en-/.test(files.join(' ')) ? '' : model.entry.language,
          task: 'transcribe',
        },
        tokens: need('tokens', [/tokens\.txt$/]),
        numThreads: threads,
        debug: 0,
      },
      decodingMethod: 'greedy_search',
    };
  }
  if (model.entry.engine === 'sherpa-zipformer') {
    return {
      featConfig,
      modelConfig: {
        transducer: {
          encoder: need('encoder', [/^encoder.*\.int8\.onnx$/, /^encoder.*\.onnx$/]),
          // The float decoder is tiny and more exact; k2-fsa's own examples pair it with int8 encoders.
          decoder: need('decoder', [/^decoder(?!.*int8).*\.onnx$/, /^decoder.*\.onnx$/]),
          joiner: need('joiner', [/^joiner.*\.int8\.onnx$/, /^joiner.*\.onnx$/]),
        },
        tokens: need('tokens', [/^tokens\.txt$/]),
        numThreads: threads,
        debug: 0,
        modelType: 'transducer',
      },
      decodingMethod: 'greedy_search',
    };
  }
  throw new ModelLayoutError(`Unknown speech-recognition engine «${model.entry.engine}» for ${model.entry.id}.`);
}
