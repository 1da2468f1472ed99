// JSON Schema (the OpenAPI 3.1 dialect zod emits) → TypeScript type text. Covers what the
// studio's document uses: $ref, unions (anyOf/oneOf, type arrays, enum, const), intersections,
// objects with required/optional properties and maps, arrays and tuples (prefixItems), binary
// strings (uploads) — and anything else becomes `unknown` rather than a wrong type.

export type JsonSchema = boolean | { [k: string]: unknown };

const REF_PREFIX = '#/components/schemas/';
const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function refName(ref: string): string {
  if (!ref.startsWith(REF_PREFIX)) throw new Error(`Only local component refs are supported: ${ref}`);
  return safeTypeName(ref.slice(REF_PREFIX.length));
}

// Names of globals a script uses beside the client: a schema called `Error` or `Event` becomes
// `ApiError` / `ApiEvent` so importing it never shadows the built-in.
const RESERVED = new Set(['Error', 'Event', 'Response', 'Request', 'Blob', 'File', 'FormData', 'Headers', 'Record', 'Object', 'Array', 'Date', 'Promise', 'Map', 'Set', 'URL', 'Partial', 'Required']);

/** A component id as a TypeScript type name (ids are PascalCase already; anything else is cleaned). */
export function safeTypeName(id: string): string {
  const cleaned = id.replace(/[^A-Za-z0-9_$]/g, '_');
  const name = /^[0-9]/.test(cleaned) ? `_${cleaned}` : cleaned;
  return RESERVED.has(name) ? `Api${name}` : name;
}

/** A JSON value as a TypeScript literal type, strings in single quotes (the house style). */
export function literal(v: unknown): string {
  if (typeof v === 'string') return `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
  return JSON.stringify(v);
}

export function propKey(name: string): string {
  return IDENT.test(name) ? name : JSON.stringify(name);
}

/** A comment block, safe against `*\/` inside descriptions. */
export function doc(text: string | undefined, indent: string): string {
  if (!text) return '';
  const lines = text.replace(/\*\//g, '*\\/').split('\n');
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((l) => `${indent} * ${l}`.trimEnd()).join('\n')}\n${indent} */\n`;
}

function union(parts: string[]): string {
  const unique = [...new Set(parts)];
  if (unique.includes('unknown')) return 'unknown';
  return unique.length === 0 ? 'never' : unique.join(' | ');
}

function wrap(t: string): string {
  return /[|&]/.test(t) && !/^[[{(]/.test(t) ? `(${t})` : t;
}

function primitive(type: string, s: Record<string, unknown>, indent: string): string {
  switch (type) {
    case 'string':
      return s.format === 'binary' ? 'Blob' : 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array':
      return arrayType(s, indent);
    case 'object':
      return objectType(s, indent);
    default:
      return 'unknown';
  }
}

function arrayType(s: Record<string, unknown>, indent: string): string {
  const items = s.items as JsonSchema | undefined;
  if (Array.isArray(s.prefixItems)) {
    const fixed = (s.prefixItems as JsonSchema[]).map((p) => toTs(p, indent));
    const rest = items === false || items === undefined ? '' : `, ...${wrap(toTs(items, indent))}[]`;
    return `[${fixed.join(', ')}${rest}]`;
  }
  return `${wrap(items === undefined ? 'unknown' : toTs(items, indent))}[]`;
}

function objectType(s: Record<string, unknown>, indent: string): string {
  const props = (s.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((s.required ?? []) as string[]);
  const inner = indent + '  ';
  const lines: string[] = [];
  for (const [name, p] of Object.entries(props)) {
    const d = typeof p === 'object' ? (p.description as string | undefined) : undefined;
    lines.push(`${doc(d, inner)}${inner}${propKey(name)}${required.has(name) ? '' : '?'}: ${toTs(p, inner)};`);
  }
  const extra = s.additionalProperties as JsonSchema | undefined;
  if (extra !== undefined && extra !== false) {
    // With named properties beside it, an index signature must admit their types too.
    const value = lines.length ? 'unknown' : toTs(extra, inner);
    lines.push(`${inner}[key: string]: ${value};`);
  }
  if (lines.length === 0) return extra === false ? 'Record<string, never>' : 'Record<string, unknown>';
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** The TypeScript type of a schema, written at the given indentation. */
export function toTs(schema: JsonSchema | undefined, indent = ''): string {
  if (schema === undefined || schema === true) return 'unknown';
  if (schema === false) return 'never';
  const s = schema;
  if (typeof s.$ref === 'string') return refName(s.$ref);
  if ('const' in s) return literal(s.const);
  if (Array.isArray(s.enum)) return union(s.enum.map(literal));
  const alts = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(alts)) return union(alts.map((a) => wrap(toTs(a, indent))));
  if (Array.isArray(s.allOf)) return (s.allOf as JsonSchema[]).map((a) => wrap(toTs(a, indent))).join(' & ');
  if (Array.isArray(s.type)) return union((s.type as string[]).map((t) => wrap(primitive(t, s, indent))));
  if (typeof s.type === 'string') return primitive(s.type, s, indent);
  if (s.properties || s.additionalProperties !== undefined) return objectType(s, indent);
  return 'unknown';
}

/** A named component: an interface for plain objects, a type alias for everything else. */
export function declaration(name: string, schema: JsonSchema): string {
  const d = typeof schema === 'object' ? (schema.description as string | undefined) : undefined;
  const text = toTs(schema, '');
  const isPlainObject = typeof schema === 'object' && schema.type === 'object' && !schema.anyOf && !schema.oneOf && !schema.allOf
    && text.startsWith('{\n');
  return isPlainObject ? `${doc(d, '')}export interface ${name} ${text}\n` : `${doc(d, '')}export type ${name} = ${text};\n`;
}
