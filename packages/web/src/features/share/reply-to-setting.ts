import { SHARE_REPLY_TO_SETTING } from '@rookery/core';

/**
 * The 'allow reply' switch as last sent: the server keeps it a year in the share_popover_reply_to
 * setting (a cookie the page may read). Off until the sharer turns it on once.
 */
export function rememberedReplyTo(): boolean {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${SHARE_REPLY_TO_SETTING}=`));
  return entry?.split('=')[1] === '1';
}
