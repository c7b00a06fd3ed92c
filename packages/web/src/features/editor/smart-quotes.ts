/**
 * Smart quotes (spec document 1 §9): a straight quote typed after a digit is a prime (5′ 11″);
 * at the start of text or after a space or an opening bracket it opens (“ ‘); anywhere else it
 * closes, which makes an apostrophe of a single quote inside a word (don’t).
 */
const OPENS_AFTER = /[\s([{\u2014\u2013-]/;

export function smartQuote(quote: '"' | "'", before: string): string {
  const double = quote === '"';
  if (/\d/.test(before)) return double ? '\u2033' : '\u2032';
  if (before === '' || OPENS_AFTER.test(before)) return double ? '\u201C' : '\u2018';
  return double ? '\u201D' : '\u2019';
}
