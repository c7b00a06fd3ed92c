import type { PopupSize } from '@rookery/core';

/** window.open's features for a popup of that size, centred on the screen. */
export function popupFeatures(size: PopupSize, screen: { width: number; height: number }): string {
  const left = Math.max(0, Math.round((screen.width - size.width) / 2));
  const top = Math.max(0, Math.round((screen.height - size.height) / 2));
  return `width=${size.width},height=${size.height},left=${left},top=${top},scrollbars=${size.scrollbars ? 'yes' : 'no'}`;
}

/**
 * Opens the network's popup at once, in the click, so no popup blocker stops it, and sends it to the
 * address once the server has answered with it. The popup gets no hold on our window. Answers a
 * function that takes the address, or closes the popup when the share failed (null).
 */
export function openSharePopup(name: string, size: PopupSize): (url: string | null) => void {
  const popup = window.open('', `share-${name}`, popupFeatures(size, window.screen));
  if (popup) popup.opener = null;
  return (url) => {
    if (!popup) {
      if (url) window.open(url, '_blank', 'noopener');
      return;
    }
    if (url) popup.location.href = url;
    else popup.close();
  };
}
