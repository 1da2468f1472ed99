// The studio's API client: the generated one (client/api.gen.ts, checked against the server's
// OpenAPI document by client/client.test.ts) over the studio's transport. Every path and every
// request and response type comes from there; nothing here pairs a path with a type by hand.
import { GeneratedApi, type TtsRequest } from '../../../client/api.gen.ts';
import { StudioTransport } from './transport.ts';

export { GlavaApiError } from '../../../client/transport.ts';

export const api = new GeneratedApi(new StudioTransport());

/** For the sign-in exchange only: sent without the session header. */
export const signInApi = new GeneratedApi(new StudioTransport({ anonymous: true }));

/** A voice preview: the WAV of POST /tts as a blob URL the page may play under its CSP (repeats are free and instant). */
export async function ttsAudio(body: Omit<TtsRequest, 'output'>): Promise<string> {
  const res = await api.postTts({ ...body, output: 'audio' });
  if (!(res instanceof Response)) throw new Error('POST /tts answered JSON where audio was asked for');
  return URL.createObjectURL(await res.blob());
}
