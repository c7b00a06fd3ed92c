import { z } from 'zod';
import { isBigintId } from '../ids.js';

/** What /settings/apps and the approval page tell people (issue 24). */
export const apiAppTexts = {
  nameRequired: 'Give the application a name.',
  nameTooLong: 'Keep the name under 80 characters.',
  websiteInvalid: 'Use a web address starting with http:// or https://.',
  callbackInvalid:
    'Use a web address starting with http:// or https://, or an app link with a scheme of your own (com.example.app:/callback).',
  descriptionTooLong: 'Keep the description under 400 characters.',
  appGone: 'That application is no longer registered.',
  grantGone: 'That application no longer has access.',
} as const;

export const API_APP_NAME_MAX = 80;
export const API_APP_DESCRIPTION_MAX = 400;

const WEB_ADDRESS = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;
/** RFC 8252's private-use schemes name the app in reverse, so they hold a dot: `com.example.app:/callback`. */
const APP_LINK = /^[a-z][a-z0-9+-]*(?:\.[a-z0-9+-]+)+:\S+$/i;

/** Where an approval may send the browser: an http(s) address, or an app's own scheme. */
export const isCallbackUrl = (value: string): boolean => WEB_ADDRESS.test(value) || APP_LINK.test(value);

const isWebsite = (value: string) => value === '' || /^https?:\/\/[^\s/]+/i.test(value);

export const registerApiAppSchema = z.object({
  name: z.string().trim().min(1, apiAppTexts.nameRequired).max(API_APP_NAME_MAX, apiAppTexts.nameTooLong),
  website: z.string().trim().max(2000).default('').refine(isWebsite, apiAppTexts.websiteInvalid),
  description: z.string().trim().max(API_APP_DESCRIPTION_MAX, apiAppTexts.descriptionTooLong).default(''),
  callback_url: z.string().trim().max(2000).refine(isCallbackUrl, apiAppTexts.callbackInvalid),
});
export type RegisterApiAppInput = z.input<typeof registerApiAppSchema>;

/** Names an app (reset its secret, delete it) or a grant (revoke its access). */
export const apiIdSchema = z.object({ id: z.string().refine(isBigintId, 'Not a known id.') });

/** One application the account registered: its OAuth consumer key and secret. */
export interface ApiAppData {
  id: string;
  name: string;
  website: string;
  description: string;
  callback_url: string;
  consumer_key: string;
  consumer_secret: string;
  created_at: string;
}

/** GET /svc/api/apps */
export interface ApiAppsResponse {
  apps: ApiAppData[];
}

/** POST /svc/api/apps (register) and /svc/api/apps/reset-secret */
export interface ApiAppResponse {
  app: ApiAppData;
}

/** One application the account let act for it. */
export interface ApiGrantData {
  id: string;
  app: { name: string; website: string; description: string };
  can_read: true;
  can_write: boolean;
  authorized_at: string;
  /** Null until it first makes a call with its token. */
  last_used_at: string | null;
}

/** GET /svc/api/grants */
export interface ApiGrantsResponse {
  grants: ApiGrantData[];
}
