import { describe, expect, it } from 'vitest';
import { align } from './align';

describe('align', () => {
  it('puts every series on the times any of them has, 0 where one has none', () => {
    expect(
      align([
        [
          [10, 1],
          [30, 3],
        ],
        [[20, 2]],
      ]),
    ).toEqual({
      times: [10, 20, 30],
      values: [
        [1, 0, 3],
        [0, 2, 0],
      ],
    });
    expect(align([[], []])).toEqual({ times: [], values: [[], []] });
  });
});

describe('align on a grid', () => {
  it('gives every bucket of the range a value, 0 where nothing happened', () => {
    expect(align([[[120, 5]]], { from: 100, to: 300, step: 60 })).toEqual({
      times: [60, 120, 180, 240],
      values: [[0, 5, 0, 0]],
    });
  });

  it('keeps a time off the grid', () => {
    expect(align([[[90, 1]]], { from: 0, to: 120, step: 60 }).times).toEqual([0, 60, 90]);
  });
});
