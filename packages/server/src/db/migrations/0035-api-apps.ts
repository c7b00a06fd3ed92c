import { type Kysely, sql } from 'kysely';

/**
 * The Tumblr-compatible API's credentials (issue 24).
 *
 * - `api_apps`: applications people register (/settings/apps). The consumer key is public; the
 *   consumer secret is sealed (AES-GCM under a key derived from the site's secret, features/
 *   tumblr-api/sealed.ts), not hashed: OAuth 1.0a signs with it, so the server must read it back.
 * - `api_grants`: an account's approval of an app (one per account and app), what it may do, when
 *   it was last used. Revoking access deletes it, and its tokens with it.
 * - `api_request_tokens`: OAuth 1.0a temporary credentials, short-lived and single-use; the token
 *   is kept as its digest, its secret sealed (the access-token step is signed with it).
 * - `api_codes`: OAuth 2 authorization codes, by digest, single-use, with the PKCE challenge.
 * - `api_tokens`: the tokens a grant issued, by digest: OAuth 1.0a access tokens (their secret
 *   sealed, for the same reason as the consumer's), OAuth 2 bearer and refresh tokens.
 * - `api_nonces`: OAuth 1.0a nonces seen, with the request's timestamp; a job drops those older
 *   than the timestamp window, past which a replay is refused as stale anyway.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE api_apps (
    id bigserial PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name text NOT NULL,
    website text NOT NULL DEFAULT '',
    description text NOT NULL DEFAULT '',
    callback_url text NOT NULL,
    consumer_key text NOT NULL UNIQUE,
    consumer_secret text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX api_apps_user_idx ON api_apps (user_id, id)`.execute(db);

  await sql`CREATE TABLE api_grants (
    id bigserial PRIMARY KEY,
    app_id bigint NOT NULL REFERENCES api_apps(id) ON DELETE CASCADE,
    user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    can_write boolean NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz,
    UNIQUE (user_id, app_id)
  )`.execute(db);
  await sql`CREATE INDEX api_grants_app_idx ON api_grants (app_id)`.execute(db);

  await sql`CREATE TABLE api_request_tokens (
    digest text PRIMARY KEY,
    app_id bigint NOT NULL REFERENCES api_apps(id) ON DELETE CASCADE,
    secret text NOT NULL,
    callback text NOT NULL,
    user_id bigint REFERENCES users(id) ON DELETE CASCADE,
    verifier_digest text,
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX api_request_tokens_expiry_idx ON api_request_tokens (expires_at)`.execute(db);

  await sql`CREATE TABLE api_codes (
    digest text PRIMARY KEY,
    app_id bigint NOT NULL REFERENCES api_apps(id) ON DELETE CASCADE,
    user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    scope text NOT NULL,
    redirect_uri text,
    code_challenge text,
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX api_codes_expiry_idx ON api_codes (expires_at)`.execute(db);

  await sql`CREATE TABLE api_tokens (
    id bigserial PRIMARY KEY,
    grant_id bigint NOT NULL REFERENCES api_grants(id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('oauth1', 'bearer', 'refresh')),
    digest text NOT NULL UNIQUE,
    secret text,
    scope text NOT NULL,
    expires_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX api_tokens_grant_idx ON api_tokens (grant_id)`.execute(db);
  await sql`CREATE INDEX api_tokens_expiry_idx ON api_tokens (expires_at) WHERE expires_at IS NOT NULL`.execute(
    db,
  );

  await sql`CREATE TABLE api_nonces (
    consumer_key text NOT NULL,
    nonce text NOT NULL,
    at timestamptz NOT NULL,
    PRIMARY KEY (consumer_key, nonce)
  )`.execute(db);
  await sql`CREATE INDEX api_nonces_at_idx ON api_nonces (at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE api_nonces, api_tokens, api_codes, api_request_tokens, api_grants, api_apps`.execute(
    db,
  );
}
