import { describe, expect, it } from 'vitest';
import { comboboxKey } from './combobox-keys';

describe('comboboxKey', () => {
  it('opens a closed list on Down or Up without highlighting anything', () => {
    expect(comboboxKey('ArrowDown', { open: false, active: -1, count: 3 })).toEqual({
      open: true,
      active: -1,
      action: 'move',
    });
    expect(comboboxKey('ArrowUp', { open: false, active: 2, count: 3 })?.active).toBe(-1);
  });

  it('goes down and up through the options and round through the field', () => {
    const down = (active: number) => comboboxKey('ArrowDown', { open: true, active, count: 3 })?.active;
    const up = (active: number) => comboboxKey('ArrowUp', { open: true, active, count: 3 })?.active;
    expect([down(-1), down(0), down(1), down(2)]).toEqual([0, 1, 2, -1]);
    expect([up(-1), up(2), up(1), up(0)]).toEqual([2, 1, 0, -1]);
    expect(comboboxKey('ArrowDown', { open: true, active: -1, count: 0 })?.active).toBe(-1);
  });

  it('picks the highlighted option on Enter, else submits the text', () => {
    expect(comboboxKey('Enter', { open: true, active: 1, count: 3 })?.action).toBe('pick');
    expect(comboboxKey('Enter', { open: true, active: -1, count: 3 })?.action).toBe('submit');
    expect(comboboxKey('Enter', { open: false, active: 1, count: 3 })?.action).toBe('submit');
    expect(comboboxKey('Enter', { open: true, active: 4, count: 3 })?.action).toBe('submit');
  });

  it('closes an open list on Escape and leaves a closed one, and every other key, to the page', () => {
    expect(comboboxKey('Escape', { open: true, active: 1, count: 3 })).toEqual({
      open: false,
      active: -1,
      action: 'close',
    });
    expect(comboboxKey('Escape', { open: false, active: -1, count: 3 })).toBeNull();
    expect(comboboxKey('a', { open: true, active: 0, count: 3 })).toBeNull();
    expect(comboboxKey('Tab', { open: true, active: 0, count: 3 })).toBeNull();
  });
});
