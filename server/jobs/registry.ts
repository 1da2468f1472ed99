// The one list of job types. Adding a job type is a definition file in handlers/ (defineJob) and
// one line in JOB_DEFINITIONS. Its name is public API, so it is also in the contract's JOB_TYPES
// (what OpenAPI and the generated client show): the compiler refuses the two lists disagreeing.
// The database takes any registered type (no CHECK: enqueue validates), so no migration is needed.
import type { z } from 'zod';
import type { JobType } from '../contract/enums.ts';
import type { JobDefinition } from './define.ts';
import type { JobDeps } from './types.ts';
import { checkJob } from './handlers/check.job.ts';
import { exportJob } from './handlers/export.job.ts';
import { importJob } from './handlers/import.job.ts';
import { modelInstallJob } from './handlers/model-install.job.ts';
import { renderJob } from './handlers/render.job.ts';

/** In this order the runner fills free slots. */
export const JOB_DEFINITIONS = [renderJob, checkJob, exportJob, importJob, modelInstallJob] as const;

type Definition = (typeof JOB_DEFINITIONS)[number];
type DefinitionOf<T extends JobType> = Extract<Definition, { type: T }>;
export type PayloadIn<T extends JobType> = z.input<DefinitionOf<T>['payload']>;
export type PayloadOf<T extends JobType> = z.output<DefinitionOf<T>['payload']>;
export type ResultOf<T extends JobType> = z.output<DefinitionOf<T>['result']>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The registry and the contract's public list name the same types. */
export const REGISTRY_MATCHES_CONTRACT: Same<Definition['type'], JobType> = true;

/** Definitions of any payload, side by side (their methods take their own payloads). */
export type AnyJobDefinition<D> = JobDefinition<string, z.ZodType, z.ZodType, D>;

export interface JobRegistry<D> {
  readonly definitions: ReadonlyArray<AnyJobDefinition<D>>;
  get(type: string): AnyJobDefinition<D> | undefined;
}

export function createRegistry<D>(definitions: ReadonlyArray<AnyJobDefinition<D>>): JobRegistry<D> {
  const byType = new Map(definitions.map((d) => [d.type, d]));
  if (byType.size !== definitions.length) throw new Error('Two job definitions share a type.');
  return { definitions, get: (type) => byType.get(type) };
}

export const jobRegistry = (): JobRegistry<JobDeps> => createRegistry<JobDeps>(JOB_DEFINITIONS);
