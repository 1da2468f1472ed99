// The studio's own cabinet (not part of the v1 voicing API): the local session, API keys,
// top-ups and the model manager. Spec: "Keys are not created through the API".
import { z } from 'zod';
import { Timestamp, Uuid } from './common.ts';
import { SCOPES } from './enums.ts';

export const SessionBody = z.strictObject({ login: z.string().min(1).max(200) }).meta({ id: 'SessionRequest' });
export const SessionResponse = z
  .object({ session: z.string(), user: z.object({ id: Uuid, email: z.string(), name: z.string() }), api_base: z.string() })
  .meta({ id: 'Session' });

export const KeyInfo = z
  .object({
    id: Uuid,
    name: z.string(),
    prefix: z.string(),
    scope: z.enum(SCOPES),
    char_limit: z.number().nullable(),
    used: z.number(),
    rate_per_minute: z.number().int(),
    created_at: Timestamp,
    last_used_at: Timestamp.nullable(),
    revoked_at: Timestamp.nullable(),
  })
  .meta({ id: 'KeyInfo' });
export type KeyInfo = z.infer<typeof KeyInfo>;

export const KeysResponse = z.object({ keys: z.array(KeyInfo) }).meta({ id: 'Keys' });

export const CreateKeyBody = z
  .strictObject({
    name: z.string().trim().min(1).max(100),
    scope: z.enum(SCOPES),
    char_limit: z.number().min(0).max(1e12).nullable().optional(),
    rate_per_minute: z.number().int().min(1).max(100_000).optional(),
  })
  .meta({ id: 'CreateKey' });
export type CreateKeyBody = z.infer<typeof CreateKeyBody>;

/** The key value is shown once, here. */
export const CreatedKeyResponse = z.object({ key: KeyInfo, secret: z.string() }).meta({ id: 'CreatedKey' });

export const GrantBody = z
  .strictObject({ chars: z.number().positive().max(1e12), what: z.string().trim().min(1).max(200).optional() })
  .meta({ id: 'Grant' });

export const CabinetInfo = z
  .object({
    api_base: z.string(),
    site_url: z.string(),
    openapi_url: z.string(),
    data_dir: z.string(),
    models_dir: z.string(),
    workers: z.number().int(),
    version: z.string(),
  })
  .meta({ id: 'CabinetInfo' });

export const ModelInfo = z
  .object({
    id: z.string(),
    kind: z.enum(['voice', 'asr', 'stress', 'vad']),
    title: z.string(),
    description: z.string(),
    language: z.string(),
    license: z.string(),
    commercial_ok: z.boolean(),
    homepage: z.string(),
    size: z.number().nullable(),
    installed: z.boolean(),
    installed_at: z.string().nullable(),
    /** Install in progress: bytes received / total. */
    progress: z.object({ received: z.number(), total: z.number().nullable() }).nullable(),
    error: z.string().nullable(),
    /** Why the latest install failed, when it is one of the known kinds (the studio says it in its language). */
    failure: z
      .object({
        kind: z.enum(['unreachable', 'local_copy', 'checksum', 'size']),
        /** The host that could not be reached (`unreachable`). */
        host: z.string().nullable(),
        /** The model's file that was missing or wrong. */
        file: z.string().nullable(),
      })
      .nullable(),
    /** The latest install job of the model (`model_install`: GET /jobs/{id}, DELETE cancels it), or null. */
    job_id: Uuid.nullable(),
  })
  .meta({ id: 'ModelInfo' });
/** A copy of the model already on this computer: one of its files, or a folder holding them (an absolute path). */
export const InstallModelBody = z.object({ from: z.string().trim().min(1).max(4096).optional() });
export const ModelsResponse = z.object({ models: z.array(ModelInfo) }).meta({ id: 'Models' });
