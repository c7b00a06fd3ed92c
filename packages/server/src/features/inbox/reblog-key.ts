import { randomBytes } from 'node:crypto';

/** A random key per post, as the composer gives every post: reblogging and answering need it. */
export const newReblogKey = () => randomBytes(6).toString('base64url');
