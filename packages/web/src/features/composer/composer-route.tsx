import { DEFAULT_POST_FORM, type PostMode } from '@rookery/core';
import { useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { DashboardPage } from '../dashboard/dashboard-page';
import { NotFoundPage } from '../not-found/not-found-page';
import { formOpeningOf } from './form-opening';
import { PostFormChunk } from './post-form-chunk';

/**
 * The composer routes (spec document 1 §2): /new/{type}, /edit/{postId} and /reblog/{id}/{key}
 * show the form over the dashboard, the base route. Each address is its own form: going from one
 * to another destroys the old form and opens a new one.
 */
export function ComposerRoute({ mode }: { mode: PostMode }) {
  const params = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { type, postId, reblogId, reblogKey } = params;
  const opening = useMemo(
    () => formOpeningOf(mode, { type, postId, reblogId, reblogKey }),
    [mode, type, postId, reblogId, reblogKey],
  );

  if (!opening) return <NotFoundPage />;
  return (
    <>
      <DashboardPage />
      <PostFormChunk
        key={pathname}
        opening={opening}
        onFailed={() => navigate(DEFAULT_POST_FORM.contextData.baseRoute, { replace: true })}
      />
    </>
  );
}
