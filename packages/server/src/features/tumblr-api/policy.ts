/**
 * The API's credential rules (issue 24), in one place.
 *
 * - An OAuth 1.0a request's timestamp may be at most TIMESTAMP_WINDOW_S seconds from the server's
 *   clock, either way (RFC 5849 leaves the window to the server; 5 minutes is the usual one); its
 *   nonce is kept that long, so within the window a replay is refused as a replay, and past it as
 *   stale.
 * - Temporary credentials and authorization codes live 10 minutes (RFC 6749 §4.1.2's maximum) and
 *   are used once.
 * - An OAuth 2 access token lives 2520 seconds, Tumblr's `expires_in`; a refresh token a year, and
 *   each refresh replaces it. OAuth 1.0a tokens last until access is revoked, as Tumblr's do.
 */
export const TIMESTAMP_WINDOW_S = 300;
export const REQUEST_TOKEN_TTL_MS = 10 * 60_000;
export const CODE_TTL_MS = 10 * 60_000;
export const BEARER_TTL_S = 2520;
export const REFRESH_TTL_MS = 365 * 24 * 3600_000;
/** A grant's last use is written at most this often: reads must not all turn into writes. */
export const LAST_USED_EVERY_MS = 60_000;

/** The purpose the API's signing secrets are sealed under (two-factor/secret-box.ts). */
export const SEAL_PURPOSE = 'api-signing-secret';

/**
 * OAuth 2 scopes, Tumblr's: `basic` reads as the user, `write` acts as them, `offline_access`
 * brings a refresh token. OAuth 1.0a has no scopes; as on Tumblr, its tokens read and write (the
 * approval page says so), the same as Tumblr's exchange of one for OAuth 2 (`basic write`).
 */
export const SCOPES = ['basic', 'write', 'offline_access'] as const;
export type Scope = (typeof SCOPES)[number];
export const OAUTH1_SCOPE = 'basic write';

/** The scopes of a space-separated list (also `+` or `,` separated, as some clients send), or null if one is unknown. */
export function parseScope(text: string): Scope[] | null {
  const words = text.split(/[\s+,]+/).filter(Boolean);
  if (!words.every((w): w is Scope => (SCOPES as readonly string[]).includes(w))) return null;
  const set = new Set<Scope>(['basic', ...words]);
  return SCOPES.filter((s) => set.has(s));
}

export const canWrite = (scope: string): boolean => scope.split(' ').includes('write');
