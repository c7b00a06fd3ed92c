import { useQueryClient } from '@tanstack/react-query';
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../accounts/use-session';
import { type FeedShortcutContext, installFeedShortcuts } from './feed-shortcuts';

const ShortcutSheet = lazy(() => import('./shortcut-sheet').then((m) => ({ default: m.ShortcutSheet })));

/** The feed's shortcuts installed while mounted, and the sheet `?` opens (its code on that first `?`). */
export function FeedShortcutsLive({ feed }: { feed: RefObject<HTMLElement | null> }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [sheet, setSheet] = useState(false);
  const context = useRef<FeedShortcutContext>(null);
  context.current = { queryClient, navigate, user, openSheet: () => setSheet(true) };

  useEffect(() => {
    const element = feed.current;
    if (!element) return;
    return installFeedShortcuts(element, () => context.current as FeedShortcutContext);
  }, [feed]);

  return sheet ? (
    <Suspense fallback={null}>
      <ShortcutSheet onClose={() => setSheet(false)} />
    </Suspense>
  ) : null;
}
