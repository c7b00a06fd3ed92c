import { describe, expect, it } from 'vitest';
import { EMBED_PROVIDERS, embedFrame, embedSrc, isAllowedEmbedSrc } from './embeds.js';

const ID = 'aqz-KE-bpKQ';
const YOUTUBE = `https://www.youtube.com/embed/${ID}`;

describe('embed addresses', () => {
  it('takes the players of the allowlisted providers', () => {
    for (const src of [
      YOUTUBE,
      `https://youtube.com/embed/${ID}`,
      `https://www.youtube-nocookie.com/embed/${ID}`,
      `https://youtube-nocookie.com/embed/${ID}`,
      'https://player.vimeo.com/video/76979871',
    ])
      expect(embedSrc(src)).toBe(src);
  });

  it('writes the address back as the URL parser reads it, query kept and fragment dropped', () => {
    expect(embedSrc(`  HTTPS://WWW.YouTube.com:443/embed/${ID}?start=30&si=x#t=1 `)).toBe(
      `${YOUTUBE}?start=30&si=x`,
    );
    expect(embedSrc('https://player.vimeo.com/video/1?h=ab"c')).toBe(
      'https://player.vimeo.com/video/1?h=ab%22c',
    );
  });

  it('refuses dot segments and escaped separators, decoded or not', () => {
    for (const src of [
      'https://www.youtube.com/embed/%2e%2e/%2e%2e/x',
      'https://www.youtube.com/embed/%2E%2E/redirect',
      `https://www.youtube.com/x/../embed/${ID}`,
      `https://www.youtube.com/x/%2e%2e/embed/${ID}`,
      `https://www.youtube.com/./embed/${ID}`,
      `https://www.youtube.com/embed%2f${ID}`,
      `https://www.youtube.com/embed%5c${ID}`,
      `https://www.youtube.com\\embed\\${ID}`,
      `https://www.youtube.com/embed\\${ID}`,
      'https://www.youtube.com\\@evil.example/embed/x',
      `https://www.youtube.com/embed/${ID}%`,
      `https://www.youtube.com/embed/${ID}/..`,
    ])
      expect(embedSrc(src), src).toBeNull();
  });

  it('refuses other schemes, credentials, ports and hosts that only look alike', () => {
    for (const src of [
      `http://www.youtube.com/embed/${ID}`,
      `//www.youtube.com/embed/${ID}`,
      `/embed/${ID}`,
      `javascript:alert(1)//www.youtube.com/embed/${ID}`,
      `https://user@www.youtube.com/embed/${ID}`,
      `https://user:pass@www.youtube.com/embed/${ID}`,
      `https://evil.example@www.youtube.com/embed/${ID}`,
      `https://www.youtube.com:8443/embed/${ID}`,
      `https://www.youtube.com.evil.com/embed/${ID}`,
      `https://evil.com/www.youtube.com/embed/${ID}`,
      `https://evilyoutube.com/embed/${ID}`,
      `https://www.youtube.com./embed/${ID}`,
      `https://www%2eyoutube.com/embed/${ID}`,
      `https://m.youtube.com/embed/${ID}`,
      `https://vimeo.com/video/1`,
      `https://www.you\ttube.com/embed/${ID}`,
      `https://www.youtube.com/embed/\n${ID}`,
    ])
      expect(isAllowedEmbedSrc(src), src).toBe(false);
  });

  it("takes only each provider's player path", () => {
    for (const src of [
      'https://www.youtube.com/embed/abc',
      `https://www.youtube.com/embed/${ID}/x`,
      `https://www.youtube.com/embed/${ID}x`,
      `https://www.youtube.com/watch?v=${ID}`,
      `https://www.youtube.com/redirect?q=https://evil.example&x=/embed/${ID}`,
      'https://player.vimeo.com/video/abc',
      'https://player.vimeo.com/video/1/x',
      `https://player.vimeo.com/embed/${ID}`,
    ])
      expect(isAllowedEmbedSrc(src), src).toBe(false);
  });

  it('never frames an address of Rookery itself', () => {
    expect(isAllowedEmbedSrc('https://rookery.example/ada/post/1')).toBe(false);
    expect(isAllowedEmbedSrc('http://localhost:3000/ada/post/1')).toBe(false);
  });
});

describe('embed frames', () => {
  it('writes the normalised address, a numeric size and the attributes every player carries', () => {
    expect(embedFrame({ src: `${YOUTUBE}#x`, width: '540', height: '304px', frameborder: '0' })).toEqual({
      src: YOUTUBE,
      width: '540',
      height: undefined,
      frameborder: '0',
      title: 'YouTube video',
      allow: 'fullscreen; encrypted-media; picture-in-picture',
      referrerpolicy: 'strict-origin-when-cross-origin',
      loading: 'lazy',
    });
    expect(embedFrame({ src: 'https://evil.example/embed/x' })).toBeNull();
  });

  it('never gives a provider a sandbox that lets its scripts act as their own origin', () => {
    for (const provider of EMBED_PROVIDERS) {
      const tokens = provider.sandbox?.split(/\s+/) ?? [];
      expect(tokens.includes('allow-scripts') && tokens.includes('allow-same-origin')).toBe(false);
    }
  });
});
