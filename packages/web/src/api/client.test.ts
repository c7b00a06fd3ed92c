import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api-error';
import { api } from './client';
import { getFormKey, setFormKey } from './form-key';

function answer(status: number, response: unknown, errors: unknown[] = []) {
  return vi.fn(async (_url: string, _init: RequestInit) =>
    Response.json({ meta: { status, msg: status < 300 ? 'OK' : 'Error' }, response, errors }, { status }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  setFormKey('');
});

describe('api client', () => {
  it('sends the form key and a JSON body on writes, same-origin', async () => {
    setFormKey('key-1');
    const fetch = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    await expect(api.post('/svc/thing', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/svc/thing');
    expect(init.credentials).toBe('same-origin');
    expect((init.headers as Record<string, string>)['X-Form-Key']).toBe('key-1');
    expect(init.body).toBe('{"a":1}');
  });

  it('leaves the form key off reads and encodes the query', async () => {
    setFormKey('key-1');
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    await api.get('/svc/data/tumblelog', { tumblelog: 'a b', include_member_data: 1, skip: undefined });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/svc/data/tumblelog?tumblelog=a+b&include_member_data=1');
    expect((init.headers as Record<string, string>)['X-Form-Key']).toBeUndefined();
  });

  it('sends form-encoded bodies as such', async () => {
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    await api.postForm('/settings/save', new URLSearchParams({ 'tumblelog[twitter_send_posts]': 'on' }));
    const [, init] = fetch.mock.calls[0]!;
    expect((init.headers as Record<string, string>)['Content-Type']).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(init.body).toBe('tumblelog%5Btwitter_send_posts%5D=on');
  });

  it('replaces the form key when an answer carries a new one', async () => {
    setFormKey('old');
    vi.stubGlobal('fetch', answer(200, { user: null, form_key: 'new' }));
    await api.post('/svc/account/logout');
    expect(getFormKey()).toBe('new');
  });

  it('turns a non-2xx envelope into an ApiError with the first detail as message', async () => {
    const errors = [
      { code: 1000, title: 'Bad', detail: 'That email address does not look right.', field: 'email' },
    ];
    vi.stubGlobal('fetch', answer(400, null, errors));
    const error = await api.post('/svc/account/login').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('That email address does not look right.');
    expect((error as ApiError).fieldErrors()).toEqual({ email: 'That email address does not look right.' });
  });

  it('turns a failed fetch into a NetworkError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api.get('/svc/account/session')).rejects.toBeInstanceOf(NetworkError);
  });
});
