import { describe, expect, it } from 'vitest';
import { nextPhase } from './lifecycle';

describe('post form lifecycle', () => {
  it('goes opening → opened → closing → closed', () => {
    let phase = nextPhase('closed', 'open');
    expect(phase).toBe('opening');
    phase = nextPhase(phase, 'ready');
    expect(phase).toBe('opened');
    phase = nextPhase(phase, 'close');
    expect(phase).toBe('closing');
    expect(nextPhase(phase, 'done')).toBe('closed');
  });

  it('starts over when a form opens while one is open', () => {
    expect(nextPhase('opened', 'open')).toBe('opening');
    expect(nextPhase('closing', 'open')).toBe('opening');
  });

  it('ignores closing while the form is disabled', () => {
    expect(nextPhase('opened', 'close', true)).toBe('opened');
    expect(nextPhase('opened', 'close', false)).toBe('closing');
  });

  it('ignores events that do not fit the phase', () => {
    expect(nextPhase('closed', 'close')).toBe('closed');
    expect(nextPhase('opened', 'done')).toBe('opened');
    expect(nextPhase('closing', 'ready')).toBe('closing');
  });
});
