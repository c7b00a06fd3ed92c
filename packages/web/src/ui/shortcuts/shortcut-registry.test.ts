import { describe, expect, it, vi } from 'vitest';
import { createShortcutRegistry } from './shortcut-registry';
import type { KeyEventLike } from './should-ignore-shortcut';

const event = (init: Partial<KeyEventLike>): KeyEventLike => ({
  key: '',
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  target: null,
  ...init,
});

describe('shortcut registry', () => {
  it('runs the handler of a combo, read from the physical key when Alt composes a character', () => {
    const registry = createShortcutRegistry();
    const compose = vi.fn();
    registry.register('Alt+C', compose);
    expect(registry.handle(event({ key: 'ç', code: 'KeyC', altKey: true }))).toBe(true);
    expect(compose).toHaveBeenCalledOnce();
    expect(registry.handle(event({ key: 'c', code: 'KeyC' }))).toBe(false);
  });

  it('skips plain letters typed in fields', () => {
    const registry = createShortcutRegistry();
    const next = vi.fn();
    registry.register('j', next);
    expect(registry.handle(event({ key: 'j', code: 'KeyJ', target: { tagName: 'TEXTAREA' } as never }))).toBe(
      false,
    );
    expect(registry.handle(event({ key: 'j', code: 'KeyJ' }))).toBe(true);
    expect(next).toHaveBeenCalledOnce();
  });

  it('gives a combo back to the earlier handler when the latest unregisters', () => {
    const registry = createShortcutRegistry();
    const first = vi.fn();
    const second = vi.fn();
    registry.register('escape', first);
    const unregister = registry.register('escape', second);
    registry.handle(event({ key: 'Escape', code: 'Escape' }));
    unregister();
    registry.handle(event({ key: 'Escape', code: 'Escape' }));
    expect(second).toHaveBeenCalledOnce();
    expect(first).toHaveBeenCalledOnce();
  });

  it('asks a `first` handler before later ones, and passes a combo it declines on', () => {
    const registry = createShortcutRegistry();
    const feed = vi.fn();
    let inPlayer = false;
    const player = vi.fn(() => inPlayer);
    registry.register('k', player, { first: true });
    registry.register('k', feed);
    expect(registry.handle(event({ key: 'k', code: 'KeyK' }))).toBe(true);
    expect(feed).toHaveBeenCalledOnce();
    inPlayer = true;
    registry.handle(event({ key: 'k', code: 'KeyK' }));
    expect(feed).toHaveBeenCalledOnce();
    expect(player).toHaveBeenCalledTimes(2);
    const lone = createShortcutRegistry();
    lone.register('m', () => false);
    expect(lone.handle(event({ key: 'm', code: 'KeyM' }))).toBe(false);
  });
});
