import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * TOTP keys at rest: AES-256-GCM under a key derived from the server's session secret, so a copy
 * of the database alone (a backup, a replica) does not give away anyone's second factor. Stored as
 * `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
const keyFrom = (serverSecret: string) =>
  Buffer.from(hkdfSync('sha256', serverSecret, 'rookery', 'tfa-secret', 32));

export function sealSecret(serverSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(serverSecret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function openSecret(serverSecret: string, sealed: string): string {
  const [version, iv = '', tag = '', body = ''] = sealed.split('.');
  if (version !== 'v1') throw new Error('Unknown sealed secret format.');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(serverSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
