import { describe, expect, it } from 'vitest';
import { dialogKeyAction } from './dialog-keys';

describe('dialog keys', () => {
  it('confirms on Enter, closes on Escape and Space', () => {
    expect(dialogKeyAction('Enter', false, false)).toBe('confirm');
    expect(dialogKeyAction('Escape', false, false)).toBe('cancel');
    expect(dialogKeyAction(' ', false, false)).toBe('cancel');
  });

  it('cancels on Enter when the Cancel button has focus', () => {
    expect(dialogKeyAction('Enter', false, true)).toBe('cancel');
  });

  it('cycles with Tab and Shift+Tab and leaves other keys alone', () => {
    expect(dialogKeyAction('Tab', false, false)).toBe('next');
    expect(dialogKeyAction('Tab', true, false)).toBe('previous');
    expect(dialogKeyAction('a', false, false)).toBeNull();
  });
});
