import { describe, expect, it } from 'vitest';
import { blogNameSchema } from './account.js';
import { blogNameError, normalizeBlogName, RESERVED_BLOG_NAMES } from './blog-name.js';
import { messages } from './messages.js';

describe('blog names', () => {
  it.each(['abc', 'my-blog', 'a1b2c3', 'x'.repeat(32), '123'])('accepts %j', (name) => {
    expect(blogNameError(name)).toBeNull();
  });

  it.each([
    ['', messages.blogNameRequired],
    ['ab', messages.blogNameLength],
    ['x'.repeat(33), messages.blogNameLength],
    ['My-Blog', messages.blogNameChars],
    ['my_blog', messages.blogNameChars],
    ['my blog', messages.blogNameChars],
    ['-blog', messages.blogNameChars],
    ['blog-', messages.blogNameChars],
    ['blög', messages.blogNameChars],
  ])('refuses %j', (name, message) => {
    expect(blogNameError(name)).toBe(message);
  });

  it('refuses every route word the app uses at the root', () => {
    for (const word of [
      'dashboard',
      'settings',
      'login',
      'register',
      'new',
      'edit',
      'reblog',
      'search',
      'tagged',
      'explore',
      'blog',
      'svc',
      'messaging',
      'conversation',
      'likes',
      'following',
      'inbox',
      'help',
      'follow',
      'verify',
      'avatar',
      'media',
      'assets',
    ]) {
      expect(RESERVED_BLOG_NAMES.has(word), word).toBe(true);
      expect(blogNameError(word)).toBe(messages.blogNameReserved);
    }
  });

  it('normalises what people type before checking', () => {
    expect(normalizeBlogName('  My-Blog ')).toBe('my-blog');
    expect(blogNameSchema.parse(' Tea-Time ')).toBe('tea-time');
    expect(blogNameSchema.safeParse('Dashboard').success).toBe(false);
  });
});
