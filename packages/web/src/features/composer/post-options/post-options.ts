import {
  ACCEPTED_URL_PROTOCOLS,
  DEFAULT_POST_FORM,
  hasUnsupportedProtocol,
  isValidUrl,
  type PostForm,
  slugify,
  urlProtocolOf,
} from '@rookery/core';
import { fromLocalParts, localParts } from '../post-form/schedule';

/** The post's permalink, /{blog}/post/{id}/{slug}; a new post has no number until it is posted. */
export function permalinkPreview(blog: string, postId: string, customUrl: string): string {
  const slug = slugify(customUrl);
  return `/${blog}/post/${postId || '…'}${slug ? `/${slug}` : ''}`;
}

/**
 * What happened to a source URL once prefixed (spec document 1 §5): fine as it is (https:// added
 * where it had no protocol), kept as typed because it is no address even with https://, or refused
 * for naming a protocol we do not accept.
 */
export type SourceUrlCheck = 'ok' | 'kept' | 'unsupported';

export function checkSourceUrl(value: string): SourceUrlCheck | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  if (hasUnsupportedProtocol(trimmed)) return 'unsupported';
  const protocol = urlProtocolOf(trimmed);
  const webAddress = protocol === 'http:' || protocol === 'https:';
  if (webAddress) return isValidUrl(trimmed) ? 'ok' : 'kept';
  return protocol && ACCEPTED_URL_PROTOCOLS.includes(protocol) ? 'ok' : 'kept';
}

/** The options this section holds; the post date is left out, an edit always has one. */
const OPTION_FIELDS = [
  'customUrl',
  'sourceUrl',
  'canBeReblogged',
  'canBeLiked',
  'owner_flagged_nsfw',
  'members_only',
] as const satisfies readonly (keyof PostForm)[];

/** Whether any option differs from a new post's, so the closed section can say something is set. */
export function hasOptionsSet(form: PostForm): boolean {
  return OPTION_FIELDS.some((field) => {
    const value = form[field];
    return typeof value === 'string' ? value.trim() !== '' : value !== DEFAULT_POST_FORM[field];
  });
}

/** A post date as a datetime-local input shows it, in the person's own time zone ('' when there is none). */
export function dateTimeLocalOf(iso: string): string {
  const { date, time } = localParts(iso);
  return date && time ? `${date}T${time}` : '';
}

/** A datetime-local input's value as an instant (ISO 8601), or '' when it is empty or incomplete. */
export function isoOfDateTimeLocal(value: string): string {
  const [date = '', time = ''] = value.split('T');
  return fromLocalParts(date, time.slice(0, 5));
}
