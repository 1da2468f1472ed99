// The whole API contract: every request and response schema, shared by the server (validation,
// OpenAPI) and the renderer (typed client). Pure: no Node, no Express.
export * from './enums.ts';
export * from './common.ts';
export * from './me.ts';
export * from './jobs.ts';
export * from './characters.ts';
export * from './chapters.ts';
export * from './segments.ts';
export * from './books.ts';
export * from './voices.ts';
export * from './ledger.ts';
export * from './pronunciations.ts';
export * from './check.ts';
export * from './exports.ts';
export * from './webhooks.ts';
export * from './cabinet.ts';
