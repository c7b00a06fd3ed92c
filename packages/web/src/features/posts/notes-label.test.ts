import { describe, expect, it } from 'vitest';
import { notesLabel } from './notes-label';

describe('notesLabel', () => {
  it('shows nothing without notes', () => {
    expect(notesLabel(0)).toBe('');
    expect(notesLabel(-3)).toBe('');
    expect(notesLabel(Number.NaN)).toBe('');
  });

  it('counts one note and many', () => {
    expect(notesLabel(1)).toBe('1 note');
    expect(notesLabel(12)).toBe('12 notes');
    expect(notesLabel(1204)).toBe('1,204 notes');
  });
});
