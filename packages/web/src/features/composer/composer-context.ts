import { DEFAULT_POST_FORM, type PostContextData } from '@rookery/core';
import { createContext, useContext } from 'react';

/**
 * Where the composer was opened from (spec document 1 §2: the base route and the context page —
 * dashboard, drafts, inbox, queue or tagged). A page other than the dashboard provides it; links
 * that open the composer carry it in the history state, and the form returns there when it closes.
 */
export const CONTEXT_PAGES = ['dashboard', 'drafts', 'inbox', 'queue', 'tagged'] as const;

const STATE_KEY = 'composerContext';

export const ComposerContext = createContext<PostContextData | null>(null);

/** The history state a link opening the composer from the current page carries (none on the dashboard). */
export function useComposerLinkState(): Record<string, PostContextData> | undefined {
  const context = useContext(ComposerContext);
  return context ? { [STATE_KEY]: context } : undefined;
}

/** The context a composer route was opened with, or the dashboard's. Anything malformed is ignored. */
export function composerContextOf(state: unknown): PostContextData {
  const value = (state as Record<string, unknown> | null)?.[STATE_KEY] as
    | Partial<PostContextData>
    | undefined;
  if (
    typeof value?.baseRoute === 'string' &&
    value.baseRoute.startsWith('/') &&
    !value.baseRoute.startsWith('//') &&
    (CONTEXT_PAGES as readonly string[]).includes(value.contextPage ?? '')
  ) {
    return { baseRoute: value.baseRoute, contextPage: value.contextPage! };
  }
  return { ...DEFAULT_POST_FORM.contextData };
}

/** Spec document 1 §2: saving on the queue context page forces a full reload to the base route. */
export function reloadsAfterSave(context: PostContextData): boolean {
  return context.contextPage === 'queue';
}
