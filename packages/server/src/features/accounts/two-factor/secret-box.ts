import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back, at rest: AES-256-GCM under a key derived from the server's
 * session secret, one key per purpose, so a copy of the database alone (a backup, a replica) gives
 * away no one's second factor (TOTP keys) nor any API app's signing secrets (features/tumblr-api).
 * Stored as `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
const keys = new Map<string, Buffer>();
const keyFrom = (serverSecret: string, purpose: string) => {
  const id = `${purpose}\0${serverSecret}`;
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', serverSecret, 'rookery', purpose, 32));
    keys.set(id, key);
  }
  return key;
};

export function sealSecret(serverSecret: string, plain: string, purpose = 'tfa-secret'): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(serverSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function openSecret(serverSecret: string, sealed: string, purpose = 'tfa-secret'): string {
  const [version, iv = '', tag = '', body = ''] = sealed.split('.');
  if (version !== 'v1') throw new Error('Unknown sealed secret format.');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    keyFrom(serverSecret, purpose),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
