import { describe, expect, it } from 'vitest';
import { searchButtonAction } from './search-button-action';

describe('searchButtonAction', () => {
  it('shows a hidden field, whatever it holds', () => {
    expect(searchButtonAction(false, '')).toBe('show');
    expect(searchButtonAction(false, 'owls')).toBe('show');
  });

  it('hides a shown field without a term, and submits one with a term', () => {
    expect(searchButtonAction(true, '   ')).toBe('hide');
    expect(searchButtonAction(true, ' owls ')).toBe('submit');
  });
});
