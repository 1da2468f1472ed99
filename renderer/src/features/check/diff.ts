// The check's word alignment (`ops`: triples of strings) as spans to mark. The contract fixes the
// shape, not the op names, so the common spellings of each kind are understood.

export type DiffKind = 'same' | 'near' | 'missing' | 'extra' | 'wrong';

export interface DiffSpan {
  kind: DiffKind;
  expected: string;
  heard: string;
}

const SAME = new Set(['=', 'eq', 'equal', 'ok', 'match', 'same', 'keep']);
/** Heard differently but sounding alike (a name, a rare word): not an error, shown softly. */
const NEAR = new Set(['~', 'near', 'close', 'similar']);
const MISSING = new Set(['-', 'del', 'delete', 'deleted', 'missing', 'miss', 'lost']);
const EXTRA = new Set(['+', 'ins', 'insert', 'inserted', 'extra', 'add']);

export function diffSpans(ops: ReadonlyArray<readonly [string, string, string]>): DiffSpan[] {
  return ops.map(([op, expected, heard]) => {
    const o = op.toLowerCase();
    if (SAME.has(o)) return { kind: 'same', expected, heard: heard || expected };
    if (NEAR.has(o)) return { kind: 'near', expected, heard };
    if (MISSING.has(o)) return { kind: 'missing', expected, heard: '' };
    if (EXTRA.has(o)) return { kind: 'extra', expected: '', heard: heard || expected };
    return { kind: 'wrong', expected, heard };
  });
}
