// JSON Schema → TypeScript and operations → methods, on the shapes the studio's document uses.
import { describe, expect, it } from 'vitest';
import { declaration, toTs } from './schema-to-ts.ts';
import { generateClientSource, type OpenApiDoc } from './generate.ts';

describe('toTs', () => {
  it('writes nullable fields, enums, refs, tuples and maps', () => {
    expect(toTs({ type: ['string', 'null'] })).toBe('string | null');
    expect(toTs({ anyOf: [{ $ref: '#/components/schemas/SeriesRef' }, { type: 'null' }] })).toBe('SeriesRef | null');
    expect(toTs({ type: 'string', enum: ['m', 'f', ''] })).toBe("'m' | 'f' | ''");
    expect(toTs({ const: "it's" })).toBe("'it\\'s'");
    expect(toTs({ type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }, { type: 'boolean' }], items: false })).toBe('[string, number, boolean]');
    expect(toTs({ type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'number' }] } })).toBe('(string | number)[]');
    expect(toTs({ type: 'object', additionalProperties: { type: 'number' } })).toBe('{\n  [key: string]: number;\n}');
    expect(toTs({ type: 'string', format: 'binary' })).toBe('Blob');
    expect(toTs({})).toBe('unknown');
    expect(toTs({ anyOf: [{ type: 'string' }, {}] })).toBe('unknown');
  });

  it('marks optional properties, quotes odd names, keeps descriptions as comments', () => {
    const t = toTs({ type: 'object', properties: { id: { type: 'string', description: 'The id' }, 'x-y': { type: 'number' } }, required: ['id'] });
    expect(t).toBe("{\n  /** The id */\n  id: string;\n  \"x-y\"?: number;\n}");
  });

  it('declares objects as interfaces, other shapes as aliases, and renames schemas that shadow globals', () => {
    expect(declaration('Voice', { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] })).toBe('export interface Voice {\n  id: string;\n}\n');
    expect(declaration('Mode', { type: 'string', enum: ['a'] })).toBe("export type Mode = 'a';\n");
    expect(toTs({ $ref: '#/components/schemas/Error' })).toBe('ApiError');
  });
});

const DOC: OpenApiDoc = {
  openapi: '3.1.0',
  info: { title: 'T', version: '1.2.3' },
  paths: {
    '/api/v1/books/{book_id}/editions/{edition_id}/close': {
      post: { operationId: 'closeIt', summary: 'Close', responses: { 200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Edition' } } } }, 404: {} }, parameters: [
        { name: 'edition_id', in: 'path', required: true }, { name: 'book_id', in: 'path', required: true },
      ] },
    },
    '/api/v1/ledger': {
      get: { operationId: 'ledger', responses: { 200: { content: { 'application/json': { schema: { type: 'object' } } } } }, parameters: [{ name: 'days', in: 'query', schema: { type: 'number' } }] },
    },
    '/api/v1/tts': {
      post: { operationId: 'tts', requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Opt' } } } }, responses: { 200: { content: { 'audio/wav': {}, 'application/json': { schema: { type: 'object' } } } } } },
    },
  },
  components: {
    schemas: {
      Edition: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
      Opt: { type: 'object', properties: { a: { type: 'string' } } },
    },
  },
};

describe('generateClientSource', () => {
  it('orders path parameters as in the path, defaults optional bodies and queries, types mixed responses', () => {
    const src = generateClientSource(DOC);
    expect(src).toContain('closeIt(bookId: string, editionId: string, options?: RequestOptions): Promise<Edition>');
    expect(src).toContain('path: `/api/v1/books/${encodeURIComponent(bookId)}/editions/${encodeURIComponent(editionId)}/close`');
    expect(src).toContain('ledger(query: { days?: number } = {}, options?: RequestOptions)');
    expect(src).toContain('tts(body: Opt = {}, options?: RequestOptions): Promise<Record<string, unknown> | Response>');
    expect(src).toContain("export const API_VERSION = '1.2.3';");
    expect(generateClientSource(DOC)).toBe(src);
  });

  it('refuses documents it would turn into broken code', () => {
    const broken = structuredClone(DOC);
    broken.paths['/api/v1/ledger']!.get!.responses = { 200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Nope' } } } } };
    expect(() => generateClientSource(broken)).toThrow(/Nope/);
    const dup = structuredClone(DOC);
    dup.paths['/api/v1/tts']!.post!.operationId = 'ledger';
    expect(() => generateClientSource(dup)).toThrow(/Duplicate operationId/);
  });
});
