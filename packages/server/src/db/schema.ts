import type { ColumnType, Generated } from 'kysely';

/** A timestamp column; insertable as a Date, optional where the column has a default. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;
/** bigint ids come back from pg as strings; we keep them strings (64-bit safe). */
type Id = Generated<string>;
type Ref = string;

export interface UsersTable {
  id: Id;
  email: string;
  password_hash: string;
  email_verified_at: Timestamp | null;
  primary_blog_id: Ref | null;
  is_sounds_enabled: Generated<boolean>;
  can_message: Generated<boolean>;
  default_editor_type: Generated<string>;
  language: Generated<string>;
  liked_post_count: Generated<number>;
  created_at: CreatedAt;
}

export interface BlogsTable {
  id: Id;
  uuid: Generated<string>;
  user_id: Ref;
  name: string;
  title: Generated<string>;
  description: Generated<string>;
  avatar_key: string | null;
  avatar_version: Generated<number>;
  theme: Generated<Record<string, unknown>>;
  asks: Generated<boolean>;
  anonymous_asks: Generated<boolean>;
  ask_page_title: Generated<string>;
  submissions: Generated<boolean>;
  can_receive_messages: Generated<boolean>;
  messages_from_followed_only: Generated<boolean>;
  twitter_send_posts: Generated<boolean>;
  facebook_opengraph_send_posts: Generated<boolean>;
  is_private: Generated<boolean>;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: string;
  user_id: Ref;
  form_key: string;
  current_blog_id: Ref | null;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  last_seen_at: DefaultTimestamp;
  expires_at: Timestamp;
}

export interface EmailTokensTable {
  id: string;
  user_id: Ref;
  purpose: 'verify' | 'reset';
  email: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface LoginFailuresTable {
  key: string;
  at: DefaultTimestamp;
}

export interface FollowsTable {
  follower_blog_id: Ref;
  followed_blog_id: Ref;
  created_at: CreatedAt;
}

export interface Database {
  users: UsersTable;
  blogs: BlogsTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  login_failures: LoginFailuresTable;
  follows: FollowsTable;
}
