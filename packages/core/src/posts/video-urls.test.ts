import { describe, expect, it } from 'vitest';
import {
  embedCodeOf,
  looksLikeEmbedCode,
  playerSrc,
  storableEmbedCode,
  videoFromUrl,
  videoPageUrl,
} from './video-urls.js';

const ID = 'aqz-KE-bpKQ';

describe('videoFromUrl', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&list=x`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `http://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `  https://www.youtube.com/v/${ID}  `,
  ])('reads a YouTube video from %s', (url) => {
    expect(videoFromUrl(url)).toMatchObject({ provider: 'youtube', id: ID });
  });

  it('keeps the start time', () => {
    expect(videoFromUrl(`https://youtu.be/${ID}?t=90`)).toEqual({ provider: 'youtube', id: ID, start: 90 });
    expect(videoFromUrl(`https://www.youtube.com/watch?v=${ID}&t=1m30s`)).toMatchObject({ start: 90 });
    expect(playerSrc({ provider: 'youtube', id: ID, start: 90 })).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?start=90`,
    );
    expect(videoPageUrl({ provider: 'youtube', id: ID, start: 90 })).toBe(
      `https://www.youtube.com/watch?v=${ID}&t=90`,
    );
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['https://vimeo.com/76979871/a1b2c3', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', '76979871'],
  ])('reads a Vimeo video from %s', (url, id) => {
    expect(videoFromUrl(url)).toEqual({ provider: 'vimeo', id });
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UCabc',
    'https://evil.com/watch?v=aqz-KE-bpKQ',
    'https://youtube.com.evil.com/watch?v=aqz-KE-bpKQ',
    'https://vimeo.com/about',
    'javascript:alert(1)',
    'not a link',
  ])('reads no video from %s', (url) => {
    expect(videoFromUrl(url)).toBeNull();
  });
});

describe('embed codes', () => {
  it('applies the spec rule: an iframe, embed or script with a source, or an object with data', () => {
    expect(looksLikeEmbedCode('<iframe src="https://x.example/p"></iframe>')).toBe(true);
    expect(looksLikeEmbedCode('<embed src=https://x.example/p.swf>')).toBe(true);
    expect(looksLikeEmbedCode('<script src="https://x.example/p.js"></script>')).toBe(true);
    expect(looksLikeEmbedCode('<object data="https://x.example/p"></object>')).toBe(true);
    expect(looksLikeEmbedCode('hello world')).toBe(false);
    expect(looksLikeEmbedCode('<iframe></iframe>')).toBe(false);
  });

  it('stores a video link as its player, keeps an allowed player, refuses everything else', () => {
    expect(storableEmbedCode(`https://youtu.be/${ID}`)).toBe(
      embedCodeOf(playerSrc({ provider: 'youtube', id: ID, start: null })),
    );
    const vimeo = '<iframe src="https://player.vimeo.com/video/76979871" width="640" height="360"></iframe>';
    expect(storableEmbedCode(vimeo)).toBe(vimeo);
    expect(storableEmbedCode('hello world')).toBeNull();
    expect(storableEmbedCode('<iframe src="https://evil.example/player"></iframe>')).toBeNull();
    expect(storableEmbedCode('<script src="https://evil.example/x.js"></script>')).toBeNull();
  });

  it('writes a 16:9 iframe at the width asked, its address escaped', () => {
    expect(embedCodeOf('https://player.vimeo.com/video/1?a=1&b=2', 400)).toBe(
      '<iframe src="https://player.vimeo.com/video/1?a=1&amp;b=2" width="400" height="225" frameborder="0" allowfullscreen></iframe>',
    );
  });
});
