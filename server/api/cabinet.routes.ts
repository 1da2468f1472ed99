// The cabinet's own routes (not the v1 API): reachable only with the studio's local session.
import { z } from 'zod';
import { CabinetInfo, CreateKeyBody, CreatedKeyResponse, GrantBody, InstallModelBody, KeyInfo, KeysResponse, ModelsResponse, SessionBody, SessionResponse } from '../contract/cabinet.ts';
import { createKeyFor, grantToSelf, listKeysFor, openSession, revokeKeyFor } from '../services/cabinet.service.ts';
import { modelsView, removeInstalledModel, startModelInstall } from '../services/models.service.ts';
import { defineRoute } from './route.ts';

const ModelParams = z.object({ model: z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, 'not a model id') });

export const cabinetRoutes = [
  defineRoute({
    method: 'post', path: '/api/cabinet/session', access: 'public', tag: 'Cabinet',
    summary: 'Exchange the studio link\'s login secret for a cabinet session (the desktop app gets one from its preload)',
    body: SessionBody, response: SessionResponse, errors: [401],
    handler: async ({ app, body }) => openSession(app, body.login),
  }),
  defineRoute({
    method: 'get', path: '/api/cabinet/info', access: 'session', tag: 'Cabinet', summary: 'The API address for scripts and this studio\'s settings',
    response: CabinetInfo,
    handler: async ({ app }) => ({
      api_base: `${app.site.url()}/api/v1`, site_url: app.site.url(), openapi_url: `${app.site.url()}/api/openapi.json`,
      data_dir: app.config.dataDir, models_dir: app.config.modelsDir, workers: app.synth.workers, version: '0.1.0',
    }),
  }),
  defineRoute({
    method: 'get', path: '/api/cabinet/keys', access: 'session', tag: 'Cabinet', summary: 'API keys', response: KeysResponse,
    handler: async ({ app, auth }) => ({ keys: listKeysFor(app, auth) }),
  }),
  defineRoute({
    method: 'post', path: '/api/cabinet/keys', access: 'session', tag: 'Cabinet', status: 201,
    summary: 'Create an API key (its value is shown only in this answer)', body: CreateKeyBody, response: CreatedKeyResponse,
    handler: async ({ app, auth, body }) => createKeyFor(app, auth, body),
  }),
  defineRoute({
    method: 'delete', path: '/api/cabinet/keys/{key_id}', access: 'session', tag: 'Cabinet', summary: 'Revoke an API key',
    params: z.object({ key_id: z.string() }), response: z.object({ key: KeyInfo }),
    handler: async ({ app, auth, params }) => ({ key: revokeKeyFor(app, auth, params.key_id) }),
  }),
  defineRoute({
    method: 'post', path: '/api/cabinet/grant', access: 'session', tag: 'Cabinet', summary: 'Top up the balance (a ledger grant)',
    body: GrantBody, response: z.object({ ok: z.boolean() }),
    handler: async ({ app, auth, body }) => grantToSelf(app, auth, body.chars, body.what),
  }),
  defineRoute({
    method: 'get', path: '/api/cabinet/models', access: 'session', tag: 'Cabinet', summary: 'Models of the catalog and their install state',
    response: ModelsResponse,
    handler: async ({ app, auth }) => modelsView(app, auth.lang),
  }),
  defineRoute({
    method: 'post', path: '/api/cabinet/models/{model}/install', access: 'session', tag: 'Cabinet', summary: 'Start installing a model (from the mirror or the internet, or from a local copy given as `from`): a model_install job (progress in GET /api/cabinet/models and GET /jobs/{job_id})',
    params: ModelParams, body: InstallModelBody, response: ModelsResponse, errors: [400],
    handler: async ({ app, auth, params, body }) => startModelInstall(app, auth, params.model, body.from ?? null),
  }),
  defineRoute({
    method: 'delete', path: '/api/cabinet/models/{model}', access: 'session', tag: 'Cabinet', summary: 'Remove an installed model',
    params: ModelParams, response: ModelsResponse, errors: [409],
    handler: async ({ app, auth, params }) => removeInstalledModel(app, params.model, auth.lang),
  }),
];
