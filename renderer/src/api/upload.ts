// POST /api/v1/books/upload through XMLHttpRequest: fetch cannot report upload progress, and a
// 20 MB book on a slow disk deserves a moving bar. The answer and the errors are the generated
// client's types (UploadResponse, GlavaApiError).
import type { UploadResponse } from '../../../client/api.gen.ts';
import { GlavaApiError } from './client.ts';
import { authHeaders, urlOf } from './transport.ts';

export type UploadResult = UploadResponse;

/** The largest book file the studio accepts (docs/spec/voicing-api.md, Limits: 20 MB): checked before sending. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export interface UploadOptions {
  file: File;
  title?: string;
  copy?: boolean;
  onProgress?: (fraction: number) => void;
}

export interface UploadHandle {
  done: Promise<UploadResult>;
  abort(): void;
}

export function uploadBook(opts: UploadOptions): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadResult>((resolve, reject) => {
    const form = new FormData();
    form.append('file', opts.file, opts.file.name);
    if (opts.title) form.append('title', opts.title);
    if (opts.copy) form.append('copy', '1');
    xhr.open('POST', urlOf('/api/v1/books/upload'));
    for (const [k, v] of Object.entries(authHeaders())) xhr.setRequestHeader(k, v);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { detail?: unknown; code?: string; reason?: string; fields?: GlavaApiError['fields'] } | null;
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.response as UploadResult);
      else {
        const code = body?.code ?? `http_${xhr.status}`;
        reject(new GlavaApiError(xhr.status, code, body?.detail ?? `HTTP ${xhr.status}`, null, 'POST /api/v1/books/upload', body?.reason ?? null, body?.fields ?? []));
      }
    };
    xhr.onerror = () => reject(new TypeError('network'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
