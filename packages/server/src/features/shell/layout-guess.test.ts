import { describe, expect, it } from 'vitest';
import { guessLayout } from './layout-guess.js';

const PIXEL =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const FIREFOX_DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0';

describe('guessLayout', () => {
  it("takes Chromium's mobile hint first", () => {
    expect(guessLayout({ 'sec-ch-ua-mobile': '?1', 'user-agent': FIREFOX_DESKTOP })).toBe('mobile');
    expect(guessLayout({ 'sec-ch-ua-mobile': '?0', 'user-agent': PIXEL })).toBe('wide');
  });

  it('reads "Mobi" in the User-Agent without the hint', () => {
    expect(guessLayout({ 'user-agent': PIXEL })).toBe('mobile');
    expect(guessLayout({ 'user-agent': IPHONE })).toBe('mobile');
    expect(guessLayout({ 'user-agent': FIREFOX_DESKTOP })).toBe('wide');
    expect(guessLayout({})).toBe('wide');
  });
});
