import { newPostForm, slugify } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import {
  checkSourceUrl,
  dateTimeLocalOf,
  hasOptionsSet,
  isoOfDateTimeLocal,
  permalinkPreview,
} from './post-options';

describe('post options', () => {
  it('previews the permalink with the custom URL as it will be kept', () => {
    expect(slugify('  Café Days: Part 2! ')).toBe('cafe-days-part-2');
    expect(permalinkPreview('mine', '123', 'My first post')).toBe('/mine/post/123/my-first-post');
    expect(permalinkPreview('mine', '123', '!!!')).toBe('/mine/post/123');
    expect(permalinkPreview('mine', '', 'hello')).toBe('/mine/post/…/hello');
  });

  it('tells a source URL that works from one kept as typed or refused', () => {
    expect(checkSourceUrl('')).toBeNull();
    expect(checkSourceUrl('https://example.com/a')).toBe('ok');
    expect(checkSourceUrl('mailto:me@example.com')).toBe('ok');
    expect(checkSourceUrl('rookery:post/1')).toBe('ok');
    expect(checkSourceUrl('just some words')).toBe('kept');
    expect(checkSourceUrl('http://not an address')).toBe('kept');
    expect(checkSourceUrl('ftp://example.com/file')).toBe('unsupported');
  });

  it('moves a post date between the input and an instant, in local time', () => {
    const iso = isoOfDateTimeLocal('2031-03-09T14:05');
    expect(iso).toMatch(/^2031-03-0\dT\d{2}:\d{2}:00\.000Z$/);
    expect(dateTimeLocalOf(iso)).toBe('2031-03-09T14:05');
    expect(isoOfDateTimeLocal('2031-03-09T14:05:30')).toBe(iso);
    expect(isoOfDateTimeLocal('')).toBe('');
    expect(dateTimeLocalOf('')).toBe('');
  });

  it('notices options that differ from a new post’s', () => {
    const form = newPostForm('text');
    expect(hasOptionsSet(form)).toBe(false);
    expect(hasOptionsSet({ ...form, postDate: '2031-03-09T14:05:00.000Z' })).toBe(false);
    expect(hasOptionsSet({ ...form, customUrl: 'hello' })).toBe(true);
    expect(hasOptionsSet({ ...form, canBeReblogged: false })).toBe(true);
    expect(hasOptionsSet({ ...form, members_only: true })).toBe(true);
  });
});
