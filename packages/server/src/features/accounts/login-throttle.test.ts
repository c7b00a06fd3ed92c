import { LOGIN_RATES, messages } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';

/** A browser of its own (no cookies yet) at `address`. */
async function browserAt(address: string): Promise<TestClient> {
  const c = t.client();
  c.remoteAddress = address;
  return c.start();
}

/** An account signed up (and signed out) from an address of its own: sign-ups are limited per address. */
let owners = 0;
async function owner(name: string): Promise<TestClient> {
  owners += 1;
  const c = await browserAt(`192.0.2.${100 + owners}`);
  expect((await c.register(`${name}@example.com`, name)).status).toBe(200);
  expect((await c.post('/svc/account/logout')).status).toBe(200);
  return c;
}

function statuses(answers: { status: number }[]): Record<number, number> {
  const counted: Record<number, number> = {};
  for (const { status } of answers) counted[status] = (counted[status] ?? 0) + 1;
  return counted;
}

describe('guessing in parallel', () => {
  it('checks at most the budget of passwords, then refuses even the right one', async () => {
    await owner('racer');
    const attacker = await browserAt('203.0.113.50');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => attacker.login('racer@example.com', `wrong-${i}`)),
    );
    // Each 400 is a password checked and found wrong; the rest were refused before any check.
    const counted = statuses(answers);
    expect(counted[400]).toBeLessThanOrEqual(LOGIN_RATES.pair.max);
    expect(counted[429]).toBeGreaterThanOrEqual(200 - LOGIN_RATES.pair.max);
    const right = await attacker.login('racer@example.com', PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body.errors[0]?.detail).toBe(messages.rateLimited);
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it('checks at most the account budget when the guesses come from many addresses', async () => {
    await owner('swarmed');
    const attackers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => browserAt(`198.51.100.${i + 1}`)),
    );
    const answers = await Promise.all(attackers.map((a) => a.login('swarmed@example.com', 'guess-guess')));
    expect(statuses(answers)[400]).toBeLessThanOrEqual(LOGIN_RATES.account.max);
  });
});

describe('a stranger cannot lock the owner out', () => {
  it('lets the owner in from their own address while a stranger is throttled', async () => {
    await owner('besieged');
    const stranger = await browserAt('203.0.113.60');
    const guesses = [];
    for (let i = 0; i < 20; i++) guesses.push(await stranger.login('besieged@example.com', `wrong-${i}`));
    expect(statuses(guesses)).toEqual({ 400: LOGIN_RATES.pair.max, 429: 20 - LOGIN_RATES.pair.max });
    const ownerElsewhere = await browserAt('192.0.2.77');
    expect((await ownerElsewhere.login('besieged@example.com')).status).toBe(200);
  });

  it('lets the owner in from a device that signed in before, whatever strangers spent', async () => {
    const known = await owner('targeted');
    for (let i = 0; i < LOGIN_RATES.account.max; i++) {
      const stranger = await browserAt(`198.18.${Math.floor(i / 200)}.${(i % 200) + 1}`);
      const guess = await stranger.login('targeted@example.com', `wrong-${i}`);
      expect(guess.status).toBe(400);
    }
    // The account's budget for unknown devices is spent: a new browser waits, even the owner's...
    const newBrowser = await browserAt(known.remoteAddress);
    expect((await newBrowser.login('targeted@example.com')).status).toBe(429);
    // ...but the browser the owner signed up with is known, from any address.
    expect((await known.login('targeted@example.com')).status).toBe(200);
    known.remoteAddress = '192.0.2.200';
    expect((await known.post('/svc/account/logout')).status).toBe(200);
    expect((await known.login('targeted@example.com')).status).toBe(200);
  });

  it('does not take a device cookie signed for another account, or a forged one', async () => {
    const other = await owner('other-owner');
    await owner('victim-two');
    for (let i = 0; i < LOGIN_RATES.account.max; i++) {
      const stranger = await browserAt(`198.19.${Math.floor(i / 200)}.${(i % 200) + 1}`);
      expect((await stranger.login('victim-two@example.com', `wrong-${i}`)).status).toBe(400);
    }
    // other-owner's browser is known to other-owner only.
    expect((await other.login('victim-two@example.com')).status).toBe(429);
    const forger = await browserAt('192.0.2.9');
    const [otherDevice] = (other.cookies.get('rk_device') ?? '').split('.');
    forger.cookies.set('rk_device', `${otherDevice}.${'A'.repeat(43)}`);
    expect((await forger.login('victim-two@example.com')).status).toBe(429);
  });
});

describe('what counts', () => {
  it('counts only failures: a right password gives its attempt back', async () => {
    await owner('regular');
    for (let i = 0; i < LOGIN_RATES.pair.max * 2; i++) {
      const newBrowser = await browserAt('192.0.2.30');
      expect((await newBrowser.login('regular@example.com')).status).toBe(200);
    }
    const fresh = await browserAt('192.0.2.30');
    for (let i = 0; i < LOGIN_RATES.pair.max - 1; i++)
      expect((await fresh.login('regular@example.com', 'typo')).status).toBe(400);
    expect((await fresh.login('regular@example.com')).status).toBe(200);
  });

  it('slows an address that tries many accounts', async () => {
    const sprayer = await browserAt('203.0.113.70');
    for (let i = 0; i < LOGIN_RATES.address.max; i++)
      expect((await sprayer.login(`nobody-${i}@example.com`, 'guess-guess')).status).toBe(400);
    expect((await sprayer.login('nobody-else@example.com', 'guess-guess')).status).toBe(429);
  });
});

describe('changing the password', () => {
  it('throttles the current-password check and changes nothing once throttled', async () => {
    const c = await browserAt('192.0.2.40');
    await c.register('changer@example.com', 'changer');
    const change = (current: string) =>
      c.post('/svc/account/password', { current_password: current, password: 'a brand new password' });
    for (let i = 0; i < LOGIN_RATES.passwordCheck.max; i++) {
      const wrong = await change(`wrong-${i}`);
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors[0]?.detail).toBe(messages.currentPasswordWrong);
    }
    const right = await change(PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body.errors[0]?.detail).toBe(messages.rateLimited);
    const elsewhere = await browserAt('192.0.2.41');
    expect((await elsewhere.login('changer@example.com')).status).toBe(200);
    expect((await elsewhere.login('changer@example.com', 'a brand new password')).status).toBe(400);
  });
});
