import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readCookies } from './cookies.js';
import { DEVICE_COOKIE, knownDevice, rememberDevice } from './device.js';

const options = { secret: 'test-secret', secure: false };

/** The device cookie an answer sets when the request carried `cookie`. */
async function remembered(userId: string, cookie?: string): Promise<string> {
  const app = Fastify();
  app.get('/', async (request, reply) => {
    request.cookies = readCookies(request.headers.cookie);
    rememberDevice(request, reply, options, userId);
    return {};
  });
  const res = await app.inject({ url: '/', headers: cookie ? { cookie: `${DEVICE_COOKIE}=${cookie}` } : {} });
  return String(readCookies(String(res.headers['set-cookie']))[DEVICE_COOKIE]);
}

describe('known devices', () => {
  it('knows the device for the account it signed in to, and for no other', async () => {
    const cookie = await remembered('41');
    const [deviceId] = cookie.split('.');
    expect(knownDevice(options.secret, cookie, '41')).toBe(deviceId);
    expect(knownDevice(options.secret, cookie, '42')).toBeNull();
    expect(knownDevice('another-secret', cookie, '41')).toBeNull();
  });

  it('keeps the device id when the browser signs in to another account', async () => {
    const first = await remembered('41');
    const second = await remembered('42', first);
    expect(second.split('.')[0]).toBe(first.split('.')[0]);
    expect(knownDevice(options.secret, second, '42')).not.toBeNull();
    expect(knownDevice(options.secret, second, '41')).toBeNull();
  });

  it('refuses a missing, malformed or forged cookie', async () => {
    const [deviceId] = (await remembered('41')).split('.');
    for (const cookie of [undefined, '', 'junk', `${deviceId}`, `${deviceId}.forged`, `../..${deviceId}`])
      expect(knownDevice(options.secret, cookie, '41')).toBeNull();
  });
});
