import { TtsBody, TtsUrlResponse, VoicesResponse } from '../contract/voices.ts';
import { ListenResponse } from '../contract/segments.ts';
import { z } from 'zod';
import { readFileSync } from 'node:fs';
import { voiceDtos } from '../services/voices.service.ts';
import { synthesizeTts } from '../services/voicing/tts.service.ts';
import { listenSegment } from '../services/voicing/listen.service.ts';
import { sampleUrl } from '../services/voicing/samples.service.ts';
import { MIME } from '../files/links.ts';
import { LINK_TTL_S } from '../files/signer.ts';
import { defineRoute, SENT } from './route.ts';
import { loadCatalog } from '../../models/discovery.ts';
import { missingRecommended } from '../../models/recommended.ts';

export const voicesRoutes = [
  defineRoute({
    method: 'get', path: '/voices', access: 'read', tag: 'Voices', summary: 'Voices: the embedded cast and installed neural voices',
    response: VoicesResponse,
    handler: async ({ app, auth }) => ({ voices: voiceDtos(app.synth.voices(), (v) => sampleUrl(app, v), auth.lang), recommended_data: missingRecommended(app.config.modelsDir, loadCatalog(app.config.modelsCatalog), auth.lang) }),
  }),
  defineRoute({
    method: 'post', path: '/tts', access: 'voicing', tag: 'Voices',
    summary: 'Voice a short text now (up to 1000 characters); the same text again is free',
    body: TtsBody, response: TtsUrlResponse, raw: { contentType: 'audio/wav', description: 'The sound (output: audio, the default)' },
    errors: [402, 409, 503],
    handler: async ({ app, auth, body, res }) => {
      const r = await synthesizeTts(app, auth, body);
      if (body.output === 'url') {
        return { audio_url: app.files.url(r.path, MIME.wav), prepared: r.prepared, generated: r.generated, duration_s: r.durationS, expires_s: LINK_TTL_S, credits: r.credits };
      }
      res.setHeader('Content-Type', MIME.wav);
      res.setHeader('X-Glava-Generated', String(r.generated));
      res.setHeader('X-Glava-Credits', String(r.credits));
      res.setHeader('X-Glava-Duration', String(r.durationS));
      res.setHeader('X-Glava-Prepared', encodeURIComponent(r.prepared));
      res.end(readFileSync(r.path));
      return SENT;
    },
  }),
  defineRoute({
    method: 'post', path: '/segments/{segment_id}/listen', access: 'voicing', tag: 'Voicing',
    summary: 'Voice the piece holding this line now, to listen (debited as listening; a later render reuses it)',
    params: z.object({ segment_id: z.string() }), response: ListenResponse, errors: [402, 409, 503],
    handler: async ({ app, auth, params }) => listenSegment(app, auth, params.segment_id),
  }),
];
