import { describe, expect, it } from 'vitest';
import { tumblrUuid, uuidOfTumblrUuid } from './blog-uuid.js';

describe('blog uuids in the API', () => {
  const uuid = '0d9634c4-bd85-8b53-8526-0e18c6999e81';

  it('writes a uuid the way Tumblr writes its own: t: and 22 characters', () => {
    expect(tumblrUuid(uuid)).toMatch(/^t:[A-Za-z0-9_-]{22}$/);
  });

  it('reads each written uuid back to its blog', () => {
    expect(uuidOfTumblrUuid(tumblrUuid(uuid))).toBe(uuid);
    const random = crypto.randomUUID();
    expect(uuidOfTumblrUuid(tumblrUuid(random))).toBe(random);
  });

  it('reads nothing else: names, other shapes, another spelling of the same bytes', () => {
    expect(uuidOfTumblrUuid('staff')).toBeNull();
    expect(uuidOfTumblrUuid(uuid)).toBeNull();
    expect(uuidOfTumblrUuid('t:short')).toBeNull();
    // The last character carries two bits of the uuid and four spare ones: flip a spare one.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const written = tumblrUuid(uuid);
    const respelled = `${written.slice(0, -1)}${alphabet[alphabet.indexOf(written.at(-1)!) ^ 1]}`;
    expect(Buffer.from(respelled.slice(2), 'base64url')).toEqual(Buffer.from(written.slice(2), 'base64url'));
    expect(uuidOfTumblrUuid(respelled)).toBeNull();
  });
});
