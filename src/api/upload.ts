/** Multipart uploads through XMLHttpRequest, since fetch reports no upload progress. */
import type { AnswerOf, AnswerSchema } from './reader.js';
import { ApiError } from './errors.js';
import { abortError, buildUrl, DEFAULT_TIMEOUT_MS, errorFromAnswer, parseAnswer } from './http.js';

export interface UploadRequest<S extends AnswerSchema> {
  url: string;
  form: FormData;
  headers?: Record<string, string>;
  schema: S;
  signal?: AbortSignal;
  onProgress?: (loaded: number, total: number) => void;
  /** The whole body is sent: from now on the service may create what it asks for, even if the upload is aborted. */
  onSent?: () => void;
  /**
   * No byte sent and no answer for this long: a network error (`timedOut`). Measured from the last progress,
   * not from the start, so a large file on a slow line is not cut while it moves. 0 for none.
   */
  idleTimeoutMs?: number;
}

/** A multipart POST through XMLHttpRequest, since fetch reports no upload progress. */
export function upload<S extends AnswerSchema>(req: UploadRequest<S>): Promise<AnswerOf<S>> {
  const { signal } = req;
  if (signal?.aborted) return Promise.reject(abortError(signal));
  return new Promise<AnswerOf<S>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const idleMs = req.idleTimeoutMs ?? DEFAULT_TIMEOUT_MS;
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const stillMoving = () => {
      clearTimeout(idleTimer);
      if (idleMs > 0) idleTimer = setTimeout(() => ((timedOut = true), xhr.abort()), idleMs);
    };
    const onAbort = () => xhr.abort();
    const settle = (outcome: () => void) => {
      clearTimeout(idleTimer);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    xhr.open('POST', buildUrl(req.url));
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(req.headers ?? {})) xhr.setRequestHeader(name, value);
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.upload.addEventListener('progress', (e) => {
      stillMoving();
      req.onProgress?.(e.loaded, e.lengthComputable ? e.total : 0);
    });
    xhr.upload.addEventListener('load', () => req.onSent?.());
    xhr.addEventListener('progress', stillMoving);
    xhr.addEventListener('load', () =>
      settle(() => {
        try {
          if (xhr.status >= 200 && xhr.status < 300) resolve(parseAnswer(req.schema, xhr.responseText, xhr.status));
          else reject(errorFromAnswer(xhr.status, xhr.statusText, xhr.responseText, xhr.getResponseHeader('Retry-After')));
        } catch (error) {
          reject(error);
        }
      }),
    );
    xhr.addEventListener('error', () => settle(() => reject(new ApiError('network', 'The service could not be reached.'))));
    xhr.addEventListener('abort', () =>
      settle(() =>
        reject(
          timedOut
            ? new ApiError('network', `Nothing moved for ${idleMs} ms.`, { timedOut: true })
            : abortError(signal),
        ),
      ),
    );
    xhr.send(req.form);
    stillMoving();
  });
}
