import { SHARE_POPUPS } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { popupFeatures } from './popup';

describe('popupFeatures', () => {
  it('centres a popup of the spec size on the screen; only Reddit scrolls', () => {
    expect(popupFeatures(SHARE_POPUPS.twitter, { width: 1280, height: 800 })).toBe(
      'width=626,height=258,left=327,top=271,scrollbars=no',
    );
    expect(popupFeatures(SHARE_POPUPS.reddit, { width: 1280, height: 800 })).toBe(
      'width=860,height=600,left=210,top=100,scrollbars=yes',
    );
  });

  it('keeps a popup larger than the screen at its corner', () => {
    expect(popupFeatures(SHARE_POPUPS.facebook, { width: 390, height: 300 })).toMatch(/left=0,top=0/);
  });
});
