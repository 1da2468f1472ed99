// POST /books/upload through XMLHttpRequest: fetch cannot report upload progress, and a 20 MB
// book on a slow disk deserves a moving bar.
import type { z } from 'zod';
import type { UploadResponse } from '../../../server/contract/index.ts';
import { ApiError, authHeaders, buildUrl, type ErrorDetail } from './http.ts';

export type UploadResult = z.infer<typeof UploadResponse>;

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
    xhr.open('POST', buildUrl('/books/upload'));
    for (const [k, v] of Object.entries(authHeaders())) xhr.setRequestHeader(k, v);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { detail?: ErrorDetail; code?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.response as UploadResult);
      else reject(new ApiError(xhr.status, body?.code ?? 'http', body?.detail ?? `HTTP ${xhr.status}`));
    };
    xhr.onerror = () => reject(new TypeError('network'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
