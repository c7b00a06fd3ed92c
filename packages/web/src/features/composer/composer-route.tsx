import type { PostMode } from '@rookery/core';
import { type ComponentType, useContext, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { DashboardPage } from '../dashboard/dashboard-page';
import { useFreshPostsOnSave } from '../dashboard/use-fresh-posts';
import { NotFoundPage } from '../not-found/not-found-page';
import { composerContextOf, returnPathOf } from './composer-context';
import { returnToOpener, takeComposerOpener } from './composer-opener';
import { PageUnderComposer } from './composer-outlet';
import { formOpeningOf } from './form-opening';
import { PostFormChunk } from './post-form-chunk';

/**
 * The composer routes (spec document 1 §2): {baseRoute}/new/{type}, /edit/{postId} and
 * /reblog/{id}/{key} show the form over the page that opened them (the shell keeps it mounted,
 * see composer-outlet), or over `Base` — the base route's page — when none did (a typed or
 * reloaded address). Each address is its own form: going from one to another destroys the old
 * form and opens a new one. When the route goes, the reader is back at the control that opened
 * it: focus on it, its card where it was on the screen.
 */
export function ComposerRoute({ mode, Base = DashboardPage }: { mode: PostMode; Base?: ComponentType }) {
  const params = useParams();
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const pageShown = useContext(PageUnderComposer);
  const [opener] = useState(takeComposerOpener);
  const { type, postId, reblogId, reblogKey } = params;
  const opening = useMemo(
    () => formOpeningOf(mode, { type, postId, reblogId, reblogKey }),
    [mode, type, postId, reblogId, reblogKey],
  );
  // A save refreshes the page it was made on, whichever page is under the form (use-fresh-posts).
  useFreshPostsOnSave();
  useEffect(() => () => returnToOpener(opener), [opener]);

  if (!opening) return <NotFoundPage />;
  const back = returnPathOf(composerContextOf(pathname, mode === 'new', state), state);
  return (
    <>
      {!pageShown && <Base />}
      <PostFormChunk
        key={pathname}
        opening={opening}
        onFailed={() => navigate(back, { replace: true, preventScrollReset: true })}
      />
    </>
  );
}
