import type { Envelope } from '@rookery/core';
import { ApiError, NetworkError } from './api-error';
import { getFormKey, setFormKey } from './form-key';

type Query = Record<string, string | number | boolean | undefined>;

interface RequestOptions {
  query?: Query;
  json?: unknown;
  form?: URLSearchParams;
  /** A file with its fields; the browser sets the multipart boundary. */
  multipart?: FormData;
  /** Aborts the call (a search superseded by a newer one); the promise rejects with the abort. */
  signal?: AbortSignal;
}

function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * How calls reach the server: the browser's fetch. The server's renderer of public pages swaps in
 * one that answers through its own routes as the viewer (packages/web/src/ssr/render-page.tsx).
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setTransport(send: typeof fetch): void {
  transport = send;
}

function readNewFormKey(response: unknown): void {
  if (response && typeof response === 'object' && 'form_key' in response) {
    const key = (response as { form_key: unknown }).form_key;
    if (typeof key === 'string' && key) setFormKey(key);
  }
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return !!body && typeof body === 'object' && 'meta' in body;
}

/** One call: sends the form key on writes, unwraps the envelope, and turns failures into typed errors. */
export async function request<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: RequestOptions = {},
) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | FormData | undefined;
  if (method !== 'GET') headers['X-Form-Key'] = getFormKey();
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = options.form.toString();
  } else if (options.multipart) {
    body = options.multipart;
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }

  let res: Response;
  let envelope: unknown;
  try {
    res = await transport(withQuery(path, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
    envelope = await res.json();
  } catch (cause) {
    // An abort is the caller's own doing, not a network failure: it passes through as it is.
    if (options.signal?.aborted) throw cause;
    throw new NetworkError(cause);
  }
  if (!isEnvelope(envelope)) throw new NetworkError(new Error(`No envelope from ${path}`));
  if (!res.ok) throw new ApiError(res.status, envelope.errors ?? []);
  readNewFormKey(envelope.response);
  return envelope.response as T;
}

/**
 * A JSON document that is not an envelope (the API description, /svc/openapi.json): the document,
 * or the server's refusal as an ApiError.
 */
async function document<T>(path: string): Promise<T> {
  let res: Response;
  let body: unknown;
  try {
    res = await transport(path, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    body = await res.json();
  } catch (cause) {
    throw new NetworkError(cause);
  }
  if (!res.ok) throw new ApiError(res.status, isEnvelope(body) ? (body.errors ?? []) : []);
  return body as T;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, { query, signal }),
  post: <T>(path: string, json: unknown = {}) => request<T>('POST', path, { json }),
  postForm: <T>(path: string, form: URLSearchParams) => request<T>('POST', path, { form }),
  postMultipart: <T>(path: string, multipart: FormData) => request<T>('POST', path, { multipart }),
  document,
};
