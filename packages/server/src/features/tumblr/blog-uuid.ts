/**
 * Blog uuids as the API writes them. Tumblr's are `t:` and 22 characters (api.md "Blog Unique
 * Identifiers", e.g. `t:0aY0xL2Fi1OFJg4YxpmegQ`): ours are the blog's own uuid (blogs.uuid, which
 * stays through renames) in that form, its 16 bytes in base64url, so clients that check the shape
 * accept them and each reads back to exactly one blog without a table of its own.
 */
const TUMBLR_UUID = /^t:([A-Za-z0-9_-]{22})$/;

export function tumblrUuid(uuid: string): string {
  return `t:${Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url')}`;
}

/** The blog uuid a `t:` identifier names, or null when it is not one of ours. */
export function uuidOfTumblrUuid(identifier: string): string | null {
  const encoded = TUMBLR_UUID.exec(identifier)?.[1];
  if (!encoded) return null;
  const hex = Buffer.from(encoded, 'base64url').toString('hex');
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  // Base64 has more than one spelling of the last character's spare bits: only ours reads back.
  return hex.length === 32 && tumblrUuid(uuid) === identifier ? uuid : null;
}
