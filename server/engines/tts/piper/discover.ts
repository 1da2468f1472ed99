// Piper voices in the models folder, as the synthesizer lists them. A voice whose files are
// missing or whose config is unreadable is still listed, with `working: false` and the problem.
import { existsSync, statSync } from 'node:fs';
import { listInstalled, type InstalledRecord } from '../../../../models/discovery.ts';
import type { VoiceInfo } from '../engine.ts';
import { canMoveStress } from '../phonemes/espeak-input.ts';
import type { PiperModelSpec } from '../protocol.ts';
import { readPiperConfig } from './config.ts';

export interface PiperListing {
  info: VoiceInfo;
  spec: PiperModelSpec;
}

function stampOf(paths: Array<string | null>): string {
  return paths.map((p) => {
    try {
      const st = statSync(p ?? '');
      return `${st.size}:${st.mtimeMs}`;
    } catch {
      return '-';
    }
  }).join('/');
}

function fileEnding(rec: InstalledRecord, ending: string): string | null {
  const f = rec.entry.files.find((x) => x.name.endsWith(ending));
  return f ? `${rec.dir}/${f.name}` : null;
}

export function discoverPiperVoices(modelsDir: string): PiperListing[] {
  const out: PiperListing[] = [];
  for (const rec of listInstalled(modelsDir)) {
    const e = rec.entry;
    if (e.kind !== 'voice' || e.engine !== 'piper' || !e.voice) continue;
    const model = fileEnding(rec, '.onnx');
    const config = fileEnding(rec, '.onnx.json');
    let problem = '';
    let stress = false;
    if (!model || !existsSync(model)) problem = 'the voice model file is missing; reinstall the voice';
    else if (!config || !existsSync(config)) problem = 'the voice config file is missing; reinstall the voice';
    else {
      try {
        stress = canMoveStress(readPiperConfig(config).language);
      } catch (err) {
        problem = (err as Error).message;
      }
    }
    out.push({
      spec: { model: model ?? '', config: config ?? '', stamp: `${rec.installedAt}/${stampOf([model, config])}` },
      info: {
        id: e.voice.id,
        name: e.voice.name,
        language: e.language,
        gender: e.voice.gender,
        age: e.voice.age,
        description: e.voice.description,
        // The studio describes a voice in its own language: the catalog's translations of the entry.
        descriptions: Object.fromEntries(Object.entries(e.translations ?? {}).map(([lang, t]) => [lang, t.description])),
        weight: 0.1,
        emotions: false,
        stress,
        commercial_ok: e.commercial_ok,
        license: e.license,
        recommended: e.voice.recommended,
        engine: 'piper',
        calm: e.voice.calm,
        // A neural voice sounds more natural than the embedded cast: casting prefers it.
        preference: 1,
        installed: true,
        working: problem === '',
        problem,
      },
    });
  }
  return out;
}
