import { describe, expect, it } from 'vitest';
import { type KeyEventLike, shouldIgnoreShortcut } from './should-ignore-shortcut';

function key(k: string, target: object | null, mods: Partial<KeyEventLike> = {}): KeyEventLike {
  return {
    key: k,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    target: target as EventTarget | null,
    ...mods,
  };
}

const input = { tagName: 'INPUT' };
const textarea = { tagName: 'TEXTAREA' };
const select = { tagName: 'SELECT' };
const editor = { tagName: 'DIV', isContentEditable: true };
const page = { tagName: 'BODY', isContentEditable: false };

describe('shouldIgnoreShortcut', () => {
  it('ignores plain letters and digits typed in fields', () => {
    for (const target of [input, textarea, select, editor]) {
      expect(shouldIgnoreShortcut(key('j', target))).toBe(true);
      expect(shouldIgnoreShortcut(key('K', target, { shiftKey: true }))).toBe(true);
      expect(shouldIgnoreShortcut(key('7', target))).toBe(true);
      expect(shouldIgnoreShortcut(key('é', target))).toBe(true);
      expect(shouldIgnoreShortcut(key('?', target, { shiftKey: true }))).toBe(true);
    }
  });

  it('lets letters and digits through outside fields', () => {
    expect(shouldIgnoreShortcut(key('j', page))).toBe(false);
    expect(shouldIgnoreShortcut(key('7', null))).toBe(false);
    expect(shouldIgnoreShortcut(key('?', page, { shiftKey: true }))).toBe(false);
  });

  it('lets modified keys and non-character keys through even in fields', () => {
    expect(shouldIgnoreShortcut(key('c', input, { altKey: true }))).toBe(false);
    expect(shouldIgnoreShortcut(key('s', textarea, { ctrlKey: true }))).toBe(false);
    expect(shouldIgnoreShortcut(key('k', editor, { metaKey: true }))).toBe(false);
    expect(shouldIgnoreShortcut(key('Escape', input))).toBe(false);
    expect(shouldIgnoreShortcut(key('Enter', textarea))).toBe(false);
  });
});
