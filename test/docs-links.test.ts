// The README and the docs send a reader only to files of the repository: never into the test
// corpus beside it (../shared/…) nor to a folder of somebody's machine, and every file they name
// in backticks exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support/shared.ts';

function markdownFiles(): string[] {
  const out = ['README.md', 'DEVELOPERS.md', 'models/README.md', 'renderer/README.md'].map((f) => join(repoRoot, f));
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(dir, e.name));
      else if (e.name.endsWith('.md')) out.push(join(dir, e.name));
    }
  };
  walk(join(repoRoot, 'docs'));
  return out;
}

describe('the README and the docs', () => {
  const files = markdownFiles();

  it('name no file in ../shared and no absolute path of a machine', () => {
    const bad: string[] = [];
    for (const file of files) {
      readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        if (/\.\.\/shared\/|(?<![\w.])\/(?:work|home|root|Users)\/[\w.-]/.test(line)) bad.push(`${relative(repoRoot, file)}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(bad).toEqual([]);
  });

  it('name only repository files that exist (paths in backticks)', () => {
    const missing: string[] = [];
    const top = new Set(readdirSync(repoRoot));
    for (const file of files) {
      for (const [, path] of readFileSync(file, 'utf8').matchAll(/`([\w.-]+\/[\w./-]*\.(?:md|ts|tsx|js|sh|json))`/g)) {
        if (!top.has(path!.split('/')[0]!)) continue; // a path inside some other tree (renderer/src/…, a data folder)
        if (!existsSync(join(repoRoot, path!))) missing.push(`${relative(repoRoot, file)}: ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  // The attribution pages moved from one long page a language into pages by subject
  // (docs/attribution/ru/, en/, plays/), linked from short indexes: a link left pointing at a page
  // or a folder that moved would send the reader nowhere.
  it('link only to files that exist (relative markdown links)', () => {
    const broken: string[] = [];
    for (const file of files) {
      for (const [, target] of readFileSync(file, 'utf8').matchAll(/\]\(([^)\s]+)\)/g)) {
        const path = target!.split('#')[0]!;
        if (path === '' || /^[a-z]+:/i.test(path)) continue; // an anchor in the page, a web or mail address
        if (!existsSync(join(dirname(file), path))) broken.push(`${relative(repoRoot, file)}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('include the API the studio serves: the spec and its decisions', () => {
    expect(readFileSync(join(repoRoot, 'docs', 'spec', 'voicing-api.md'), 'utf8')).toMatch(/^# Audiobook Voicing API/);
    expect(readFileSync(join(repoRoot, 'docs', 'spec', 'decisions.md'), 'utf8')).toMatch(/^# Decisions/);
  });
});
