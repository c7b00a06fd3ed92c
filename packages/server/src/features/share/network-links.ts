import { SHARE_POPUPS, type ShareNetwork, TWEET_URL_TOKEN } from '@rookery/core';

/**
 * The address a network's popup opens (spec §7): Twitter's intent with a url (and the subview's
 * text, its [URL] placeholder left for the url Twitter appends), Facebook's sharer with u, Reddit's
 * submit with url, Pinterest's pin dialog as the share data gives it.
 */
export function networkUrl(
  network: ShareNetwork,
  link: string,
  options: { text?: string | undefined; pinterest: string },
): string {
  const url = encodeURIComponent(link);
  switch (network) {
    case 'twitter': {
      const text = options.text?.replaceAll(TWEET_URL_TOKEN, '').trim();
      return `https://twitter.com/intent/tweet?url=${url}${text ? `&text=${encodeURIComponent(text)}` : ''}`;
    }
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${url}`;
    case 'pinterest':
      return options.pinterest;
  }
}

export const popupOf = (network: ShareNetwork) => SHARE_POPUPS[network];
