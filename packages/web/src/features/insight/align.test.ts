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
