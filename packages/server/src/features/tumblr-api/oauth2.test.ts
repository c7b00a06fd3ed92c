import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedUp, type TestApp } from '../../../test/test-app.js';
import { CALLBACK, type RegisteredApp, registerApp } from './api-test-kit.js';
import { approveOAuth2, pkcePair, tokenRequest } from './oauth2-test-kit.js';

let t: TestApp;
let app: RegisteredApp;
beforeAll(async () => {
  t = await createTestApp();
  app = await registerApp(await signedUp(t, 'oauth2-app'));
});
afterAll(() => t.close());

const userInfo = (token: string) =>
  t.app.inject({ method: 'GET', url: '/v2/user/info', headers: { authorization: `Bearer ${token}` } });

describe('OAuth 2 with PKCE', () => {
  it('authorizes, exchanges the code once, calls with the bearer token, refreshes', async () => {
    const person = await signedUp(t, 'pkce-person');
    const { verifier, challenge } = pkcePair();
    const params = {
      client_id: app.consumer_key,
      response_type: 'code',
      scope: 'write offline_access',
      state: 'opaque-42',
      redirect_uri: CALLBACK,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    };
    const shown = await person.get(`/svc/oauth2/authorize?${new URLSearchParams(params)}`);
    expect(shown.body.response).toEqual({
      app: {
        name: 'Cross-poster',
        website: 'https://client.example',
        description: 'Posts my sketches everywhere.',
      },
      can_write: true,
      offline: true,
      callback_origin: 'https://client.example',
    });
    const back = await approveOAuth2(person, params);
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect(back.searchParams.get('state')).toBe('opaque-42');
    const code = back.searchParams.get('code') ?? '';

    const exchange = {
      grant_type: 'authorization_code',
      code,
      client_id: app.consumer_key,
      client_secret: app.consumer_secret,
      redirect_uri: CALLBACK,
      code_verifier: verifier,
    };
    const wrongVerifier = await tokenRequest(t, { ...exchange, code_verifier: pkcePair().verifier });
    expect(wrongVerifier.status).toBe(401);
    expect(wrongVerifier.body).toMatchObject({
      error: 'invalid_grant',
      meta: { status: 401, msg: 'Unauthorized' },
    });
    // The failed try used the code up: a code is spent by its first exchange, good or bad.
    expect((await tokenRequest(t, exchange)).status).toBe(401);

    const second = await approveOAuth2(person, params);
    const granted = await tokenRequest(t, { ...exchange, code: second.searchParams.get('code') ?? '' });
    expect(granted).toEqual({
      status: 200,
      body: {
        access_token: expect.any(String),
        expires_in: 2520,
        id_token: false,
        refresh_token: expect.any(String),
        scope: 'basic write offline_access',
        token_type: 'bearer',
      },
    });
    const info = await userInfo(granted.body.access_token);
    expect(info.json().response.user.name).toBe('pkce-person');

    const refreshed = await tokenRequest(t, {
      grant_type: 'refresh_token',
      refresh_token: granted.body.refresh_token,
      client_id: app.consumer_key,
      client_secret: app.consumer_secret,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(granted.body.refresh_token);
    expect((await userInfo(refreshed.body.access_token)).statusCode).toBe(200);
    const again = await tokenRequest(t, {
      grant_type: 'refresh_token',
      refresh_token: granted.body.refresh_token,
      client_id: app.consumer_key,
      client_secret: app.consumer_secret,
    });
    expect(again).toMatchObject({ status: 401, body: { error: 'invalid_grant' } });
  });

  it('takes the client in HTTP Basic authentication and the body as multipart (curl -F)', async () => {
    const person = await signedUp(t, 'multipart-person');
    const back = await approveOAuth2(person, {
      client_id: app.consumer_key,
      response_type: 'code',
      scope: 'basic',
    });
    const form = new FormData();
    form.set('grant_type', 'authorization_code');
    form.set('code', back.searchParams.get('code') ?? '');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/v2/oauth2/token`, {
      method: 'POST',
      body: form,
      headers: {
        authorization: `Basic ${Buffer.from(`${app.consumer_key}:${app.consumer_secret}`).toString('base64')}`,
      },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ scope: 'basic', token_type: 'bearer' });
    expect(body.refresh_token).toBeUndefined();
  });

  it('refuses a wrong secret, and a code another app asked for', async () => {
    const person = await signedUp(t, 'mixup-person');
    const other = await registerApp(person, 'Other app');
    const back = await approveOAuth2(person, { client_id: other.consumer_key, response_type: 'code' });
    const fields = { grant_type: 'authorization_code', code: back.searchParams.get('code') ?? '' };
    expect(
      await tokenRequest(t, { ...fields, client_id: other.consumer_key, client_secret: app.consumer_secret }),
    ).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    expect(
      await tokenRequest(t, { ...fields, client_id: app.consumer_key, client_secret: app.consumer_secret }),
    ).toMatchObject({ status: 401, body: { error: 'invalid_grant' } });
    expect(
      await tokenRequest(t, {
        grant_type: 'password',
        client_id: app.consumer_key,
        client_secret: app.consumer_secret,
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'unsupported_grant_type' },
    });
  });

  it('sends a refusal back with access_denied, and shows on the page what it cannot send back', async () => {
    const person = await signedUp(t, 'denier2');
    const denied = await approveOAuth2(
      person,
      { client_id: app.consumer_key, response_type: 'code', state: 's1' },
      false,
    );
    expect([...denied.searchParams]).toEqual([
      ['error', 'access_denied'],
      ['state', 's1'],
    ]);
    const elsewhere = await person.get(
      `/svc/oauth2/authorize?client_id=${app.consumer_key}&response_type=code&redirect_uri=https://evil.example/`,
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors[0]).toMatchObject({ field: 'redirect_uri' });
    const plain = await person.get(
      `/svc/oauth2/authorize?client_id=${app.consumer_key}&response_type=code&code_challenge=${'a'.repeat(43)}&code_challenge_method=plain`,
    );
    expect(plain.body.errors[0]).toMatchObject({ field: 'code_challenge' });
    expect((await t.client().get(`/svc/oauth2/authorize?client_id=${app.consumer_key}`)).status).toBe(401);
  });
});
