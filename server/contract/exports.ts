import { z } from 'zod';
import { Timestamp, Uuid } from './common.ts';
import { EXPORT_FORMATS, JOB_STATUSES } from './enums.ts';

export const ExportBody = z.strictObject({ format: z.enum(EXPORT_FORMATS).optional() }).meta({ id: 'ExportRequest' });

export const ExportItem = z
  .object({
    job_id: Uuid,
    format: z.enum(EXPORT_FORMATS),
    status: z.enum(JOB_STATUSES),
    created_at: Timestamp,
    finished_at: Timestamp.nullable(),
    bytes: z.number().int().nullable(),
    download_url: z.string().nullable(),
    expires_s: z.number().int().nullable(),
  })
  .meta({ id: 'ExportItem' });
export const ExportsResponse = z.object({ exports: z.array(ExportItem) }).meta({ id: 'Exports' });
