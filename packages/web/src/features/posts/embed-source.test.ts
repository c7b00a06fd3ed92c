import { describe, expect, it } from 'vitest';
import { embedCodeAddress } from './embed-source';

describe('embed code address', () => {
  it('reads the address of an iframe embed, its entities decoded', () => {
    expect(
      embedCodeAddress(
        '<iframe width="560" src="https://www.youtube.com/embed/aqz-KE-bpKQ?a=1&amp;b=2" frameborder="0"></iframe>',
      ),
    ).toBe('https://www.youtube.com/embed/aqz-KE-bpKQ?a=1&b=2');
  });

  it('takes a bare link as it is', () => {
    expect(embedCodeAddress(' https://player.vimeo.com/video/1 ')).toBe('https://player.vimeo.com/video/1');
  });
});
