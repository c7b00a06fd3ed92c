import { describe, expect, it } from 'vitest';
import { submitLabel } from './state-choices';

describe('submit label', () => {
  it('names what the button will do in each mode', () => {
    expect(submitLabel('published', 'new')).toBe('Post');
    expect(submitLabel('published', 'edit')).toBe('Save');
    expect(submitLabel('published', 'reblog')).toBe('Reblog');
    expect(submitLabel('private', 'new')).toBe('Post privately');
    expect(submitLabel('draft', 'reblog')).toBe('Save draft');
    expect(submitLabel('queued', 'new')).toBe('Queue');
    expect(submitLabel('scheduled', 'edit')).toBe('Schedule');
  });
});
