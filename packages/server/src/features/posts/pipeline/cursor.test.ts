import { describe, expect, it } from 'vitest';
import { compareIntegers } from './cursor.js';

describe('compareIntegers', () => {
  it('orders decimal integers as BigInt does, past the exact range of a Number', () => {
    const values = [
      '0',
      '7',
      '10',
      '99',
      '100',
      '-1',
      '-99',
      '-100',
      '9007199254740993',
      '9007199254740992',
      '1793915343599430',
      '1793915343599431',
      '-9223372036854775808',
      '9223372036854775807',
    ];
    const byBigInt = [...values].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0));
    expect([...values].reverse().sort(compareIntegers)).toEqual(byBigInt);
    expect(compareIntegers('42', '42')).toBe(0);
    expect(compareIntegers('-42', '-42')).toBe(0);
  });
});
