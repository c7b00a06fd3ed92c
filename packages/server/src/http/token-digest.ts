import { hash, randomBytes } from 'node:crypto';

/** A new secret token (a session, a mailed link, a login challenge): 256 random bits. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/**
 * What we store of a secret token (a session cookie, a mailed link): its SHA-256, so a leaked table
 * cannot be replayed. Node's one-shot `crypto.hash`, which makes no Hash object per call.
 */
export const tokenDigest = (token: string): string => hash('sha256', token, 'base64url');
