import type { Channel, CurrentUser } from '@rookery/core';

/**
 * The blogs the user can message as (spec §6: a user acts through one of their blogs enabled for
 * messaging); all of them when none is, so the inbox still shows what there is.
 */
export function senderBlogs(user: Pick<CurrentUser, 'channels'>): Channel[] {
  const enabled = user.channels.filter((c) => c.can_send_messages);
  return enabled.length > 0 ? enabled : user.channels;
}

/**
 * The blog the inbox opens as: the one chosen last in this page (kept across openings), else the
 * user's current blog, else the primary, else the first.
 */
export function defaultSender(
  user: Pick<CurrentUser, 'channels' | 'primary'>,
  lastChosen: string | null,
): Channel | undefined {
  const blogs = senderBlogs(user);
  return (
    blogs.find((c) => c.uuid === lastChosen) ??
    blogs.find((c) => c.is_current) ??
    blogs.find((c) => c.name === user.primary) ??
    blogs[0]
  );
}
