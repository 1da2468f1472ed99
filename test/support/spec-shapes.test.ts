// The spec shapes must be able to fail: a conformance test built on a checker that accepts
// anything would prove nothing.
import { describe, expect, it } from 'vitest';
import * as S from './spec-shapes.ts';

const grant = {
  id: '0b5a3c1e-8f0a-4c1e-9a57-3d2c1b0a9f8e', type: 'grant', what: 'Пакет', book: '', book_id: null, chars: null, voice: '',
  audio_s: null, at: '2026-11-22T13:30:00.123456+00:00', credits: 1000, balance: 1000,
};

describe('spec shapes', () => {
  it('accept a conforming ledger item', () => {
    expect(S.conform(S.LedgerItem, grant)).toEqual([]);
  });

  it('report a wrong type, a bad timestamp, a missing, a stray and a misspelled field', () => {
    const { balance: _dropped, ...noBalance } = grant;
    expect(S.conform(S.LedgerItem, { ...noBalance, chars: 1.5, at: '2026-11-22T13:30:00Z', type: 'debit', bookId: null })).toEqual([
      '$.type: expected one of "render", "listen", "grant", got "debit"',
      '$.chars: expected an integer, got 1.5',
      '$.at: expected a YYYY-MM-DDThh:mm:ss.ffffff+00:00 timestamp, got "2026-11-22T13:30:00Z"',
      '$.balance: missing',
      '$.bookId: not in the spec nor a documented extra',
    ]);
  });

  it('check nested arrays, tuples, nullables and optional fields', () => {
    const runs = S.arrayOf(S.tuple(S.uuid, S.int, S.bool));
    expect(S.conform(runs, [[grant.id, 2, false], ['x', 1, true]])).toEqual(['$[1][0]: expected a UUID string, got "x"']);
    const job = S.obj({ took_s: S.optional(S.num), error: S.nullable(S.str) });
    expect(S.conform(job, { error: null })).toEqual([]);
    expect(S.conform(job, { error: 3, took_s: 'soon' })).toEqual(['$.took_s: expected a number, got "soon"', '$.error: expected a string, got 3']);
  });
});
