import { describe, expect, it } from 'vitest';
import { tumblrUuid } from '../tumblr/blog-uuid.js';
import { parseBlogIdentifier } from './blog-identifier.js';

const hosts = {
  blogDomain: 'rookery.example',
  customDomain: (host: string) => (host === 'www.davidslog.com' ? 'david' : undefined),
};
const uuid = '0b7c1b4e-6f2a-4d8e-9a51-3c2d1e0f9a87';

describe('blog identifiers', () => {
  it.each([
    ['staff', { by: 'name', name: 'staff' }],
    ['Staff', { by: 'name', name: 'staff' }],
    ['staff.rookery.example', { by: 'name', name: 'staff' }],
    ['staff.tumblr.com', { by: 'name', name: 'staff' }],
    ['www.davidslog.com', { by: 'name', name: 'david' }],
    ['www.davidslog.com.', { by: 'name', name: 'david' }],
    [`t:${uuid}`, { by: 'uuid', uuid }],
    [uuid.toUpperCase(), { by: 'uuid', uuid }],
    // The form answers give (tumblr/blog-uuid.ts), case kept: Tumblr's own example is a uuid of no blog here.
    [tumblrUuid(uuid), { by: 'uuid', uuid }],
    ['t:0aY0xL2Fi1OFJg4YxpmegQ', { by: 'uuid', uuid: 'd1a634c4-bd85-8b53-8526-0e18c6999e81' }],
    ['t:0ay0xl2fi1ofjg4yxpmegq', { by: 'nothing' }],
    ['a.b.rookery.example', { by: 'nothing' }],
    ['example.org', { by: 'nothing' }],
  ])('%s', (identifier, expected) => {
    expect(parseBlogIdentifier(identifier, hosts)).toEqual(expected);
  });
});
