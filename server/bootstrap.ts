// The composition root: builds a studio's parts in dependency order, each from the parts before
// it — data folders, the database (migrated), the owner, the webhook deliverer, the event bus,
// the engines, file links, the job runner — and hands them out as one Deps. Nothing is patched
// in afterwards; work starts only when the server listens (start()).
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { AppConfig } from './config.ts';
import { createSynthesizer } from './engines/tts/index.ts';
import { EventBus } from './events/bus.ts';
import { WebhookDeliverer } from './events/webhooks.deliverer.ts';
import { createFileLinks } from './files/links.ts';
import { jobRegistry } from './jobs/registry.ts';
import { JobRunner } from './jobs/runner.ts';
import { ensureOwner } from './services/accounts.service.ts';
import type { Deps, Log, Site } from './services/deps.ts';
import { initBookPipeline } from './domain/book/index.ts';
import { openDatabase } from './storage/db.ts';
import { lockDataDir, type DataDirLock } from './storage/data-lock.ts';
import { AnalysisPool } from './services/import/analysis.client.ts';
import { TextPreparer } from './services/text/preparer.ts';
import type { UnitsCache } from './services/chapters/units.service.ts';

export interface Studio {
  /** Every part of this studio (what routes hand to services). */
  app: Deps;
  /** Sets the site URL once the server listens (the port may be chosen by the OS) and starts the work. */
  setSiteUrl(url: string): void;
  /** Stops the work (running jobs stay queued for the next start), the engines, the database. */
  close(): Promise<void>;
}

export async function createStudio(config: AppConfig, log: Log): Promise<Studio> {
  for (const dir of [config.dataDir, config.modelsDir, config.audioDir, config.exportsDir, config.coversDir]) {
    mkdirSync(dir, { recursive: true });
  }
  // Before the database: a second studio on this folder must refuse, not share it.
  const lock = lockDataDir(config.dataDir);
  try {
    return await buildStudio(config, log, lock);
  } catch (err) {
    lock.release();
    throw err;
  }
}

async function buildStudio(config: AppConfig, log: Log, lock: DataDirLock): Promise<Studio> {
  const db = openDatabase(`${config.dataDir}/glava.db`);
  ensureOwner({ db });
  const deliverer = new WebhookDeliverer(db, log, config.webhookBackoffS);
  const bus = new EventBus(db, { onDelivery: () => deliverer.kick() });

  const text = new TextPreparer(config.modelsDir, log);
  const [synth] = await Promise.all([createSynthesizer({ modelsDir: config.modelsDir, workers: config.workers }), initBookPipeline(), text.reload()]);
  const analysis = new AnalysisPool();
  let siteUrl = `http://${config.host}:0`;
  const site: Site = { url: () => siteUrl, loginToken: randomBytes(24).toString('base64url') };
  const files = createFileLinks({ dataDir: config.dataDir, siteUrl: site.url });
  const units: UnitsCache = new Map();

  const jobs = new JobRunner({ db, bus, log, registry: jobRegistry(), deps: { config, files, site, synth, text, analysis, units } });
  const app: Deps = { config, log, db, bus, jobs, files, site, synth, text, analysis, units };
  return {
    app,
    setSiteUrl(url) {
      siteUrl = url;
      jobs.start();
      deliverer.start();
    },
    async close() {
      await jobs.stop();
      deliverer.stop();
      await synth.close();
      await analysis.close();
      db.close();
      lock.release();
    },
  };
}
