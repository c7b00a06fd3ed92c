import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../api';
import { alert } from '../../../ui/dialogs/dialogs';
import { Loader } from '../../../ui/loader/loader';
import { currentChannel, useSignedInUser } from '../../accounts/use-session';
import { composerContextOf } from '../composer-context';
import type { FormOpening } from '../form-opening';
import { useBuilderData } from '../use-builder-data';
import { usePostFetch } from '../use-post-fetch';
import { initialForm, postableChannels } from './initial-form';
import { type FormGuard, PostEditor } from './post-editor';
import styles from './post-form.module.css';
import { PostFormModal } from './post-form-modal';
import { useDiscardGuard } from './use-discard-guard';
import { usePostFormLifecycle } from './use-post-form-lifecycle';

const LABELS = { new: 'New post', edit: 'Edit post', reblog: 'Reblog post' } as const;

/**
 * The lazily loaded post form (spec document 1 §7): loads what it needs, opens as a modal, and when
 * it has closed returns the address to the base route it was opened from, replacing the history entry.
 */
export default function PostFormScreen({ opening }: { opening: FormOpening }) {
  const navigate = useNavigate();
  const { state } = useLocation();
  const [contextData] = useState(() => composerContextOf(state));
  const user = useSignedInUser();
  const builder = useBuilderData();
  const fetched = usePostFetch(opening);
  const guard = useRef<FormGuard>({ changed: false, disabled: false });
  const { phase, close } = usePostFormLifecycle(() => navigate(contextData.baseRoute, { replace: true }));
  const closeNow = useCallback(() => close(false), [close]);
  const open = phase === 'opening' || phase === 'opened';
  const dismiss = useDiscardGuard(guard, open, opening.mode === 'edit', closeNow);

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

  const onGuard = useCallback((next: FormGuard) => {
    guard.current = next;
  }, []);

  return (
    <PostFormModal phase={phase} label={LABELS[opening.mode]} onDismiss={dismiss}>
      {initial && builder.data ? (
        <PostEditor
          initial={initial}
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
