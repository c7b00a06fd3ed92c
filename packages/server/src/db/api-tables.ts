import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;

/** An application registered for the Tumblr-compatible API (migration 0035); its secret sealed. */
export interface ApiAppsTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  website: Generated<string>;
  description: Generated<string>;
  callback_url: string;
  consumer_key: string;
  consumer_secret: string;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** An account's approval of an app (migration 0035): one per account and app. */
export interface ApiGrantsTable {
  id: Generated<string>;
  app_id: string;
  user_id: string;
  can_write: boolean;
  created_at: CreatedAt;
  last_used_at: Timestamp | null;
}

/** OAuth 1.0a temporary credentials (migration 0035), by digest; approved once user_id is set. */
export interface ApiRequestTokensTable {
  digest: string;
  app_id: string;
  secret: string;
  callback: string;
  user_id: string | null;
  verifier_digest: string | null;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

/** OAuth 2 authorization codes (migration 0035), by digest. */
export interface ApiCodesTable {
  digest: string;
  app_id: string;
  user_id: string;
  scope: string;
  redirect_uri: string | null;
  code_challenge: string | null;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export type ApiTokenKind = 'oauth1' | 'bearer' | 'refresh';

/** The tokens a grant issued (migration 0035), by digest; an OAuth 1.0a token's secret sealed. */
export interface ApiTokensTable {
  id: Generated<string>;
  grant_id: string;
  kind: ApiTokenKind;
  digest: string;
  secret: string | null;
  scope: string;
  expires_at: Timestamp | null;
  created_at: CreatedAt;
}

/** OAuth 1.0a nonces seen (migration 0035), with their request's timestamp. */
export interface ApiNoncesTable {
  consumer_key: string;
  nonce: string;
  at: Timestamp;
}
