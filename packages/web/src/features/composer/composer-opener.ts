/**
 * The control that opened the composer, and where it was on the screen, to come back to when the
 * form closes (issue 15). Usually it has focus when the composer route renders (the Reblog link,
 * the Edit item); a picker that closes as it opens the form (the header's type picker) names its
 * own opener instead.
 */
let named: HTMLElement | null = null;

export function nameComposerOpener(element: Element | null): void {
  named = element instanceof HTMLElement ? element : null;
}

/** The opener, and the post card it sits in (or itself), at its place on the screen. */
export interface OpenerPlace {
  opener: HTMLElement;
  anchor: HTMLElement;
  top: number;
}

/** The opener of the form being opened now; the page's body (a typed address) is none. */
export function takeComposerOpener(): OpenerPlace | null {
  const active = named ?? document.activeElement;
  named = null;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const anchor = active.closest<HTMLElement>('article') ?? active;
  return { opener: active, anchor, top: anchor.getBoundingClientRect().top };
}

/**
 * Back at the opener once the form has gone: focus on it, its card held where it was on the screen
 * while the page settles (the reader's scrolling stops the hold). It waits a task:
 * the app shell moves focus to the page's main element after every navigation, in an effect that
 * runs after the form's cleanup.
 */
export function returnToOpener(place: OpenerPlace | null): void {
  if (!place) return;
  window.setTimeout(() => {
    if (!place.opener.isConnected) return;
    place.opener.focus({ preventScroll: true });
    const { anchor, top } = place;
    // The browser's own scroll anchoring does not act while the form locks the page's scroll, so
    // a post added above meanwhile (a reblog on the dashboard) would push the reader's place down.
    void import('../../ui/layout/hold-scroll').then(({ holdScroll }) =>
      holdScroll(() => window.scrollY + (anchor.isConnected ? anchor.getBoundingClientRect().top - top : 0)),
    );
  });
}
