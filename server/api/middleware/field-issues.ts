// A refused value's fields for the client (`fields` of a 422 `validation`): which field and what
// is wrong with it as a code and a bound, so the studio can say it in its own language instead of
// the English `detail`, which stays for scripts.
import type { z } from 'zod';
import type { FieldIssue, FieldProblem } from '../../contract/common.ts';

/** How many of a body's refusals are named (in `detail` and in `fields`). */
export const MAX_ISSUES = 5;

/** The refused field's path («aliases.0»), or `where` («body», «query») for the whole of it. */
export const issueField = (i: z.core.$ZodIssue, where: string): string => (i.path.length ? i.path.map(String).join('.') : where);

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/** A bound's kind by what it bounds: a string's length, a list's items, a phrase's words (a rule's own check), or a number. */
function bound(origin: string, lower: boolean): FieldProblem {
  if (origin === 'words' && !lower) return 'too_many_words';
  if (origin === 'string') return lower ? 'too_short' : 'too_long';
  if (origin === 'array' || origin === 'set') return lower ? 'too_few' : 'too_many';
  return lower ? 'too_small' : 'too_big';
}

function issueOf(i: z.core.$ZodIssue, input: unknown, field: string): FieldIssue {
  switch (i.code) {
    case 'invalid_type':
      return { field, problem: valueAt(input, i.path) === undefined ? 'required' : 'invalid' };
    case 'too_small': {
      const limit = Number(i.minimum);
      // A required text is «not empty», not «at least 1 character».
      if (i.origin === 'string' && limit <= 1) return { field, problem: 'empty' };
      return { field, problem: bound(i.origin, true), limit };
    }
    case 'too_big':
      return { field, problem: bound(i.origin, false), limit: Number(i.maximum) };
    case 'invalid_value':
      return { field, problem: 'one_of', values: i.values.map((v) => String(v)) };
    case 'unrecognized_keys':
      return { field, problem: 'unknown_field', values: i.keys };
    default: {
      // A string trimmed to nothing fails a refine such as «must not be empty».
      const value = valueAt(input, i.path);
      return { field, problem: typeof value === 'string' && !value.trim() ? 'empty' : 'invalid' };
    }
  }
}

export function fieldIssues(err: z.ZodError, input: unknown, where: string): FieldIssue[] {
  return err.issues.slice(0, MAX_ISSUES).map((i) => issueOf(i, input, issueField(i, where)));
}
