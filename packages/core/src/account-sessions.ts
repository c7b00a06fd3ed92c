import { z } from 'zod';

/** One signed-in browser of the account (/settings/apps). */
export interface AccountSessionData {
  /** Names the session for signing it out; not its cookie. */
  id: string;
  /** "Firefox on Windows", from the user agent; null when the browser did not say. */
  device: string | null;
  user_agent: string | null;
  /** The address it signed in from. */
  ip: string | null;
  signed_in_at: string;
  last_seen_at: string;
  /** The browser asking. */
  current: boolean;
}

/** GET /svc/account/sessions: most recently seen first. */
export interface AccountSessionsResponse {
  sessions: AccountSessionData[];
}

/** POST /svc/account/sessions/revoke */
export const revokeSessionSchema = z.object({ id: z.string().min(1).max(100) });
