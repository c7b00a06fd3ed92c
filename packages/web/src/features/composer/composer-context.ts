import { DEFAULT_POST_FORM, type PostContextData } from '@rookery/core';
import { type Location, useLocation } from 'react-router';

/**
 * Where the composer was opened from. Spec document 1 §2 knows five context pages (dashboard,
 * drafts, inbox, queue, tagged); their addresses are the base routes (`/drafts`, `/queue` and
 * `/inbox` too, the acting blog's), and a new post opened on one
 * is `{baseRoute}/new/{type}` (the dashboard's prefix is empty). Any other page (explore, a blog, a
 * permalink) saves in the dashboard's context, yet the form still returns to it when it closes
 * (issue 15): the link that opens the composer carries its opener's location in the history state.
 */
export const CONTEXT_PAGES = ['dashboard', 'drafts', 'inbox', 'queue', 'tagged'] as const;

const BASE_ROUTES: [RegExp, PostContextData['contextPage']][] = [
  [/^\/dashboard$/, 'dashboard'],
  [/^(\/blog\/[^/]+)?\/drafts$/, 'drafts'],
  [/^(\/blog\/[^/]+)?\/queue$/, 'queue'],
  [/^(\/blog\/[^/]+)?\/inbox$/, 'inbox'],
  [/^\/tagged\/[^/]+$/, 'tagged'],
];

const NEW_POST_SUFFIX = /\/new\/[^/]+$/;

/** The context of a page's address: its own when it is a base route, else the dashboard's. */
export function contextOfPath(pathname: string): PostContextData {
  const found = BASE_ROUTES.find(([pattern]) => pattern.test(pathname));
  return found ? { baseRoute: pathname, contextPage: found[1] } : { ...DEFAULT_POST_FORM.contextData };
}

/** `{baseRoute}/new/{type}` for a new post opened on this page (spec document 1 §2). */
export function newPostPath(pathname: string, type: string): string {
  const { baseRoute, contextPage } = contextOfPath(pathname);
  return `${contextPage === 'dashboard' ? '' : baseRoute}/new/${type}`;
}

/** The context of a new-post address: the base route before `/new/{type}`. */
export function contextOfNewPostPath(pathname: string): PostContextData {
  return contextOfPath(pathname.replace(NEW_POST_SUFFIX, '') || DEFAULT_POST_FORM.contextData.baseRoute);
}

/** The page a composer was opened from, as its link put it in the history state. */
export interface ComposerOpener {
  pathname: string;
  search: string;
  /** The opener's history entry: the page kept under the form is the one of this entry. */
  key: string;
}

const STATE_KEY = 'composerOpener';

/** The history state of a link opening the composer from this location. */
export function composerLinkState(location: Location): Record<string, ComposerOpener> {
  const { pathname, search, key } = location;
  return { [STATE_KEY]: { pathname, search, key } };
}

/**
 * What a link opening the composer from the current page needs: the opener in its state, and no
 * scroll reset, since the page stays where it is under the form.
 */
export function useComposerLink(): { state: Record<string, ComposerOpener>; preventScrollReset: true } {
  return { state: composerLinkState(useLocation()), preventScrollReset: true };
}

/** The opener a composer route's state names; anything malformed or off-site is ignored. */
export function openerOf(state: unknown): ComposerOpener | null {
  const value = (state as Record<string, unknown> | null)?.[STATE_KEY] as Partial<ComposerOpener> | undefined;
  const { pathname, search, key } = value ?? {};
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return null;
  return {
    pathname,
    search: typeof search === 'string' && search.startsWith('?') ? search : '',
    key: typeof key === 'string' ? key : '',
  };
}

/**
 * The context a form saves with: a new post's from its address, an edit's or a reblog's from the
 * page that opened it (an edit opened on the queue reloads the queue).
 */
export function composerContextOf(pathname: string, newPost: boolean, state: unknown): PostContextData {
  if (newPost) return contextOfNewPostPath(pathname);
  const opener = openerOf(state);
  return opener ? contextOfPath(opener.pathname) : { ...DEFAULT_POST_FORM.contextData };
}

/**
 * Where the address goes when the form closes: the opener, or the base route when there is none.
 * Without the opener's hash: going back to it would scroll its target into view.
 */
export function returnPathOf(context: PostContextData, state: unknown): string {
  const opener = openerOf(state);
  return opener ? `${opener.pathname}${opener.search}` : context.baseRoute;
}

/** Spec document 1 §2: saving on the queue context page forces a full reload to the base route. */
export function reloadsAfterSave(context: PostContextData): boolean {
  return context.contextPage === 'queue';
}
