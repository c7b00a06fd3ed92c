import { describe, expect, it } from 'vitest';
import { frameEmbeds } from './frame-embeds';

const PLAYER =
  '<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ?a=1&amp;b=2" width="540" height="304" frameborder="0" title="YouTube video" allow="fullscreen; encrypted-media; picture-in-picture" referrerpolicy="strict-origin-when-cross-origin" loading="lazy">';

describe('frame guard for the server render', () => {
  it('leaves a player frame as the server stores it', () => {
    expect(frameEmbeds(`<p>a</p>${PLAYER}</iframe>`)).toBe(`<p>a</p>${PLAYER}</iframe>`);
  });

  it('writes an older stored frame afresh, whatever attributes it carried', () => {
    expect(
      frameEmbeds(
        '<IFRAME src="https://www.youtube.com/embed/aqz-KE-bpKQ?a=1&amp;b=2#x" width="540" height="304" frameborder="0" sandbox="allow-scripts allow-same-origin" onload="x()" srcdoc="&lt;script&gt;"></iframe>',
      ),
    ).toBe(`${PLAYER}</iframe>`);
  });

  it('removes every frame that is not a player', () => {
    for (const src of [
      'https://www.youtube.com/embed/%2e%2e/%2e%2e/x',
      'https://rookery.example/ada/post/1',
      'https://evil.example/embed/x',
      'javascript:alert(1)',
    ]) {
      expect(frameEmbeds(`<p>a</p><iframe src="${src}" width="1"></iframe>`)).toBe('<p>a</p></iframe>');
    }
    expect(frameEmbeds("<iframe src='https://evil.example/x'><iframe srcdoc=x>")).toBe('');
  });

  it('leaves text that only mentions a frame as text', () => {
    const text = '<p title="&lt;iframe src=x&gt;">&lt;iframe src="https://evil.example"&gt;</p>';
    expect(frameEmbeds(text)).toBe(text);
  });
});
