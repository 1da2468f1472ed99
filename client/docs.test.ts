// docs/scripting.md shows the example scripts verbatim: the code a reader copies is the code that
// type-checks here and was run against a live studio.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const guide = readFileSync(`${ROOT}docs/scripting.md`, 'utf8');

describe('docs/scripting.md', () => {
  const blocks = [...guide.matchAll(/<!-- file: (\S+) -->\n```ts\n([\s\S]*?)```/g)];

  it('includes both example scripts', () => {
    expect(blocks.map((b) => b[1])).toEqual(['client/examples/voice-book.ts', 'client/examples/webhook-receiver.ts']);
  });

  it.each(blocks.map((b) => [b[1]!, b[2]!]))('shows %s exactly as it is in the repository', (file, code) => {
    expect(code).toBe(readFileSync(`${ROOT}${file}`, 'utf8'));
  });

  it('uses only endpoints the client has', () => {
    const api = readFileSync(`${ROOT}client/api.gen.ts`, 'utf8');
    for (const m of guide.matchAll(/glava\.(\w+)\(/g)) {
      const name = m[1]!;
      const helper = ['subscribe', 'waitForJob', 'waitForBook', 'uploadFile', 'download'].includes(name);
      expect(helper || api.includes(`  ${name}(`), name).toBe(true);
    }
  });
});
