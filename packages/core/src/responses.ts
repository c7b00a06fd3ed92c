import type { OwnBlogData } from './blog.js';
import type { CurrentUser } from './bootstrap.js';

/** The `response` of each account and blog call: the server builds these, the client reads them. */
export interface UserResponse {
  user: CurrentUser;
}

/** Register, log in, password reset confirm: a new session, so a new form key. */
/** GET /svc/ping: the server answers, and says whether the request's session is signed in. */
export interface PingResponse {
  signed_in: boolean;
}

export interface SignedInResponse {
  user: CurrentUser | null;
  form_key: string;
}

/** Log out: the visitor's form key from now on. */
export interface SignedOutResponse {
  form_key: string;
}

/** `user` only when the link was opened in the account's own session. */
export interface VerifyResponse {
  verified: true;
  user: CurrentUser | null;
}

export interface MessageResponse {
  message: string;
}

export interface DoneResponse {
  done: true;
}

export interface BlogResponse {
  blog: OwnBlogData;
}

export interface CreatedBlogResponse {
  blog: OwnBlogData;
  user: CurrentUser | null;
}
