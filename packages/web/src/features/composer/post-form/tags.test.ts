import { MAX_TAGS_PER_POST } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { addTags, cleanTag } from './tags';

describe('tags', () => {
  it('cleans a typed tag', () => {
    expect(cleanTag('  #cats  ')).toBe('cats');
    expect(cleanTag('##long   weekend')).toBe('long weekend');
    expect(cleanTag(' # ')).toBe('');
  });

  it('adds one or several comma-separated tags, skipping empty and repeated ones', () => {
    expect(addTags([], 'cats')).toEqual(['cats']);
    expect(addTags(['cats'], 'dogs, Cats,, #birds ')).toEqual(['cats', 'dogs', 'birds']);
  });

  it('stops at the tag limit', () => {
    const full = Array.from({ length: MAX_TAGS_PER_POST }, (_, i) => `t${i}`);
    expect(addTags(full, 'one more')).toHaveLength(MAX_TAGS_PER_POST);
  });
});
