import { signedUp, type TestApp } from '../../../test/test-app.js';
import { registerApp } from './api-test-kit.js';
import { bearerFor } from './oauth2-test-kit.js';

/** A file part of a multipart request. */
export interface FilePart {
  data: Buffer;
  name: string;
  type: string;
}

export interface ApiResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are compared field by field in the tests
  body: any;
}

/**
 * Calls of the API as an app acting for a user with a bearer token (OAuth 2), through HTTP:
 * JSON, form-encoded, or multipart as Node's FormData encodes it.
 */
export function apiAs(t: TestApp, token: string | null) {
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  async function send(
    method: string,
    url: string,
    headers: Record<string, string>,
    payload?: string | Buffer,
  ) {
    const res = await t.app.inject({
      method: method as 'POST',
      url,
      headers: { ...auth, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: res.statusCode, body: res.json() } as ApiResponse;
  }
  return {
    authorization: auth.authorization ?? '',
    json: (method: string, url: string, body: unknown) =>
      send(method, url, { 'content-type': 'application/json' }, JSON.stringify(body)),
    form: (url: string, fields: Record<string, string>, method = 'POST') =>
      send(
        method,
        url,
        { 'content-type': 'application/x-www-form-urlencoded' },
        new URLSearchParams(fields).toString(),
      ),
    async multipart(
      method: string,
      url: string,
      fields: Record<string, string>,
      files: Record<string, FilePart>,
    ) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      for (const [name, file] of Object.entries(files))
        form.append(name, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
      const encoded = new Request('http://rookery.test/', { method: 'POST', body: form });
      const type = encoded.headers.get('content-type') ?? '';
      return send(method, url, { 'content-type': type }, Buffer.from(await encoded.arrayBuffer()));
    },
  };
}

/** Tumblr's refusal, as every 4xx of the API answers. */
export const refused = (status: number, msg: string, detail: string, code = 0) => ({
  meta: { status, msg },
  response: [],
  errors: [{ title: msg, code, detail }],
});

/**
 * A new user `name` with a write grant of a new app: their calls through the API, the app, and
 * the user's own browser (signed in) to see the result as the web client does.
 */
export async function apiWriter(t: TestApp, name: string) {
  const app = await registerApp(await signedUp(t, `${name}-app`));
  const writer = apiAs(t, (await bearerFor(t, app, name, 'basic write')).access_token);
  const browser = t.client();
  await browser.login(`${name}@example.com`);
  return { app, writer, browser };
}
