import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../api';
import { alert } from '../../../ui/dialogs/dialogs';
import { Loader } from '../../../ui/loader/loader';
import { currentChannel, useSignedInUser } from '../../accounts/use-session';
import { composerContextOf, returnPathOf } from '../composer-context';
import type { FormOpening } from '../form-opening';
import { useBuilderData } from '../use-builder-data';
import { usePostFetch } from '../use-post-fetch';
import { initialForm, postableChannels } from './initial-form';
import { type FormGuard, PostEditor } from './post-editor';
import styles from './post-form.module.css';
import { PostFormModal } from './post-form-modal';
import { forgetUnsavedPost, unsavedPostKey } from './unsaved-post';
import { useDiscardGuard } from './use-discard-guard';
import { usePostFormLifecycle } from './use-post-form-lifecycle';
import { useRestoreUnsaved } from './use-restore-unsaved';

const LABELS = { new: 'New post', edit: 'Edit post', reblog: 'Reblog post' } as const;

/**
 * The lazily loaded post form (spec document 1 §7): loads what it needs, opens as a modal, and when
 * it has closed returns the address to the page it was opened from (or its base route), replacing
 * the history entry (§2).
 */
export default function PostFormScreen({ opening }: { opening: FormOpening }) {
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const [contextData] = useState(() => composerContextOf(pathname, opening.mode === 'new', state));
  const [back] = useState(() => returnPathOf(contextData, state));
  const user = useSignedInUser();
  const builder = useBuilderData();
  const fetched = usePostFetch(opening);
  const guard = useRef<FormGuard>({ changed: false, disabled: false });
  // The page under the form stays where it was: no scroll reset on the way back.
  const { phase, close } = usePostFormLifecycle(() =>
    navigate(back, { replace: true, preventScrollReset: true }),
  );
  const closeNow = useCallback(() => close(false), [close]);
  const open = phase === 'opening' || phase === 'opened';

  const loadError = builder.error ?? fetched.error;
  useEffect(() => {
    if (!loadError) return;
    void alert(errorMessage(loadError));
    closeNow();
  }, [loadError, closeNow]);

  const editorType = builder.data?.default_editor_type;
  const initial = useMemo(() => {
    if (!editorType || (opening.mode !== 'new' && !fetched.data)) return null;
    const currentBlog = currentChannel(user)?.name ?? user.primary;
    return initialForm(opening, { currentBlog, editorType, fetched: fetched.data, contextData });
  }, [opening, editorType, fetched.data, user, contextData]);

  const unsavedKey = initial && unsavedPostKey(opening, initial.tumblelog);
  const restore = useRestoreUnsaved(unsavedKey, initial);
  const forgetUnsaved = useCallback(() => {
    if (unsavedKey) forgetUnsavedPost(unsavedKey);
  }, [unsavedKey]);

  const onGuard = useCallback((next: FormGuard) => {
    guard.current = next;
  }, []);
  // A post let go (discarded, or closed unchanged) is no longer kept.
  const dismiss = useDiscardGuard(guard, open, opening.mode === 'edit', closeNow, forgetUnsaved);

  return (
    <PostFormModal phase={phase} label={LABELS[opening.mode]} onDismiss={dismiss}>
      {initial && unsavedKey && restore && builder.data ? (
        <PostEditor
          initial={initial}
          start={restore.start}
          unsavedKey={unsavedKey}
          channels={postableChannels(builder.data.channels, initial)}
          reblogged={opening.mode === 'reblog' ? fetched.data?.post : undefined}
          onGuard={onGuard}
          onDismiss={dismiss}
          onSaved={closeNow}
        />
      ) : (
        <div className={styles.loading}>
          <Loader tone="dark" label="Loading the post form" />
        </div>
      )}
    </PostFormModal>
  );
}
