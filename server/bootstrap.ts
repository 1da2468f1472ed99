// Builds the AppContext: data folders, the database (migrated), the owner, the signing secret,
// the synthesis pool, the event bus, the webhook deliverer and the job runner.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { AppConfig, AppContext } from './context.ts';
import { RateLimiter } from './api/middleware/rate-limit.ts';
import { createSynthesizer } from './engines/tts/index.ts';
import { EventBus } from './events/bus.ts';
import { WebhookDeliverer } from './events/webhooks.deliverer.ts';
import { FileSigner } from './files/signer.ts';
import { jobHandlers } from './jobs/registry.ts';
import { JobRunner } from './jobs/runner.ts';
import { ensureOwner } from './services/accounts.service.ts';
import { initBookPipeline } from './domain/book/index.ts';
import { openDatabase } from './storage/db.ts';
import { AnalysisPool } from './services/import/analysis.client.ts';
import { TextPreparer } from './services/text/preparer.ts';
import { resumeImports } from './services/books/upload.service.ts';

export interface Studio {
  app: AppContext;
  /** Sets the site URL once the server listens (the port may be chosen by the OS). */
  setSiteUrl(url: string): void;
  close(): Promise<void>;
}

export async function createStudio(config: AppConfig, log: (m: string) => void): Promise<Studio> {
  for (const dir of [config.dataDir, config.modelsDir, config.audioDir, config.exportsDir, config.coversDir]) {
    mkdirSync(dir, { recursive: true });
  }
  const db = openDatabase(`${config.dataDir}/glava.db`);
  ensureOwner(db);
  const text = new TextPreparer(config.modelsDir);
  const [synth] = await Promise.all([createSynthesizer({ modelsDir: config.modelsDir, workers: config.workers }), initBookPipeline(), text.reload()]);
  const analysis = new AnalysisPool();
  let siteUrl = `http://${config.host}:0`;
  const bus = new EventBus(db);
  const app: AppContext = {
    config,
    log,
    db,
    siteUrl: () => siteUrl,
    signer: FileSigner.fromDataDir(config.dataDir),
    synth,
    bus,
    jobs: undefined as unknown as JobRunner,
    rateLimiter: new RateLimiter(),
    analysis,
    text,
    loginToken: randomBytes(24).toString('base64url'),
  };
  app.jobs = new JobRunner(() => app, jobHandlers(), { render: Math.max(2, config.workers), export: 1, check: 1 }, log);
  const deliverer = new WebhookDeliverer(db, log, config.webhookBackoffS);
  bus.onDelivery = () => deliverer.kick();
  return {
    app,
    setSiteUrl(url) {
      siteUrl = url;
      app.jobs.start();
      deliverer.start();
      resumeImports(app);
    },
    async close() {
      await app.jobs.stop();
      deliverer.stop();
      await synth.close();
      await analysis.close();
      db.close();
    },
  };
}
