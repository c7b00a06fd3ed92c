import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clearCookie, readCookies, setCookie } from './cookies.js';

describe('cookies', () => {
  it('reads the request header into a record', () => {
    expect(readCookies('a=1; rk_session=x%20y')).toEqual({ a: '1', rk_session: 'x y' });
    expect(readCookies(undefined)).toEqual({});
  });

  it('writes each cookie as its own Set-Cookie header, httpOnly and SameSite=Lax for the whole site', async () => {
    const app = Fastify();
    app.get('/', async (_request, reply) => {
      setCookie(reply, 'one', 'v1', { secure: true, maxAge: 60 });
      setCookie(reply, 'two', 'v2', { secure: false, maxAge: 120 });
      clearCookie(reply, 'three');
      return {};
    });
    const res = await app.inject('/');
    expect(res.headers['set-cookie']).toEqual([
      'one=v1; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax',
      'two=v2; Max-Age=120; Path=/; HttpOnly; SameSite=Lax',
      `three=; Max-Age=0; Path=/; Expires=${new Date(0).toUTCString()}`,
    ]);
  });

  it('keeps only the last Set-Cookie of a cookie set twice in one answer', async () => {
    const app = Fastify();
    app.get('/', async (_request, reply) => {
      setCookie(reply, 'other', 'x', { secure: false, maxAge: 1 });
      clearCookie(reply, 'session');
      setCookie(reply, 'session', 'fresh', { secure: false, maxAge: 60 });
      return {};
    });
    const res = await app.inject('/');
    expect(res.headers['set-cookie']).toEqual([
      'other=x; Max-Age=1; Path=/; HttpOnly; SameSite=Lax',
      'session=fresh; Max-Age=60; Path=/; HttpOnly; SameSite=Lax',
    ]);
  });
});
