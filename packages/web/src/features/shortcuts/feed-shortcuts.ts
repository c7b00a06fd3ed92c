import { type CurrentUser, FRAGMENT_POST_ATTRIBUTE } from '@rookery/core';
import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { shortcuts } from '../../ui/shortcuts/shortcut-registry';
import { currentChannel } from '../accounts/use-session';
import { fastReblog } from '../post-actions/fast-reblog';
import { currentCard, stepCard } from './feed-position';
import { cachedPost } from './post-lookup';

export interface FeedShortcutContext {
  queryClient: QueryClient;
  navigate: NavigateFunction;
  user: CurrentUser | null;
  openSheet(): void;
}

/** A card brought up by j or k sits this far under the sticky header. */
const GAP = 12;

/** The app's sticky header (the first header outside the page's content; post cards have theirs). */
function readingLine(): number {
  const header = [...document.querySelectorAll('header')].find((h) => !h.closest('main'));
  return Math.max(0, header?.getBoundingClientRect().bottom ?? 0) + GAP;
}

/** The feed's cards. Server-rendered fresh posts above the list are left out: they have no actions. */
const cardsOf = (feed: HTMLElement) => [
  ...feed.querySelectorAll<HTMLElement>(`[role="feed"] > article[${FRAGMENT_POST_ATTRIBUTE}]`),
];

/** While a modal dialog (the composer, a confirm) is open over the feed, its keys are the dialog's. */
function covered(feed: HTMLElement): boolean {
  if (!feed.isConnected || document.getElementById('root')?.hasAttribute('inert')) return true;
  const modal = document.querySelector('[aria-modal="true"], [role="alertdialog"]');
  return !!modal && !modal.contains(feed);
}

/**
 * The feed's keyboard shortcuts (Tumblr's): j and k move between posts, l likes, r reblogs in the
 * composer, Alt+r fast-reblogs, q adds to the queue, n opens the notes, ? lists them. They go
 * through the one shortcut registry, so letters typed in fields stay text (spec document 1 §1).
 * Returns the uninstall.
 */
export function installFeedShortcuts(feed: HTMLElement, context: () => FeedShortcutContext): () => void {
  const place = () => {
    const cards = cardsOf(feed);
    const focused = cards.findIndex((card) => card.contains(document.activeElement));
    const boxes = cards.map((card) => card.getBoundingClientRect());
    return { cards, focused, boxes, line: readingLine(), height: window.innerHeight };
  };

  const move = (direction: 1 | -1) => {
    if (covered(feed)) return;
    const { cards, focused, boxes, line, height } = place();
    const card = cards[stepCard(boxes, line, height, focused, direction)];
    if (!card) return;
    window.scrollBy({ top: card.getBoundingClientRect().top - line, behavior: 'instant' });
    card.focus({ preventScroll: true });
  };

  const current = (): HTMLElement | undefined => {
    if (covered(feed)) return undefined;
    const { cards, focused, boxes, line, height } = place();
    return cards[currentCard(boxes, line, height, focused)];
  };

  /** Works the card's own control; `opener`: focus goes to it first, so what it opens returns there. */
  const press = (action: string, opener = false) => {
    const control = current()?.querySelector<HTMLElement>(`[data-post-action="${action}"]`);
    if (!control) return;
    if (opener) control.focus({ preventScroll: true });
    control.click();
  };

  const reblogNow = (queue: boolean) => {
    const card = current();
    const { queryClient, navigate, user } = context();
    // The reblog control is there exactly when the reader may reblog the post.
    if (!card?.querySelector('[data-post-action="reblog"]') || !user) return;
    const post = cachedPost(queryClient, card.getAttribute(FRAGMENT_POST_ATTRIBUTE) ?? '');
    const blog = currentChannel(user)?.name;
    if (post && blog) void fastReblog(queryClient, navigate, post, { queue, blog });
  };

  const sheet = () => {
    if (!covered(feed)) context().openSheet();
  };

  const bindings: [string, () => void][] = [
    ['j', () => move(1)],
    ['k', () => move(-1)],
    ['l', () => press('like')],
    ['r', () => press('reblog', true)],
    ['alt+r', () => reblogNow(false)],
    ['q', () => reblogNow(true)],
    ['n', () => press('notes')],
    ['shift+?', sheet],
    ['?', sheet],
  ];
  const off = bindings.map(([combo, run]) => shortcuts.register(combo, run));
  return () => {
    for (const unregister of off) unregister();
  };
}
