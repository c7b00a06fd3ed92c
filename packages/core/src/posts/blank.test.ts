import { describe, expect, it } from 'vitest';
import { isBlank } from './blank.js';

describe('isBlank', () => {
  it('sees through markup a reader does not see, not through images and embeds', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank('<p><br></p> &nbsp;')).toBe(true);
    expect(isBlank('<p><img src="/a.jpg"></p>')).toBe(false);
    expect(isBlank('<iframe src="https://x"></iframe>')).toBe(false);
    expect(isBlank('<p>a</p>')).toBe(false);
    expect(isBlank('<<<')).toBe(false);
  });
});
