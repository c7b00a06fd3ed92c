import { describe, expect, it } from 'vitest';
import { embedSource } from './embed-source';

describe('embed source', () => {
  it('reads the https address of an iframe embed', () => {
    expect(
      embedSource(
        '<iframe width="560" src="https://www.youtube.com/embed/abc?a=1&amp;b=2" frameborder="0"></iframe>',
      ),
    ).toBe('https://www.youtube.com/embed/abc?a=1&b=2');
  });

  it('takes a bare https link and refuses anything else', () => {
    expect(embedSource('https://player.vimeo.com/video/1')).toBe('https://player.vimeo.com/video/1');
    expect(embedSource('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
    expect(embedSource('<iframe src="http://example.com/v"></iframe>')).toBeNull();
    expect(embedSource('<script src="https://x.test/a.js"></script>')).toBeNull();
  });

  it('never frames a page of our own site, whose scripts would leave the sandbox', () => {
    const ours = 'https://rookery.example';
    expect(embedSource('<iframe src="https://rookery.example/media/x"></iframe>', ours)).toBeNull();
    expect(embedSource('https://player.vimeo.com/video/1', ours)).toBe('https://player.vimeo.com/video/1');
  });
});
