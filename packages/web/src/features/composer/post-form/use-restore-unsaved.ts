import type { PostForm } from '@rookery/core';
import { useEffect, useRef, useState } from 'react';
import { confirm } from '../../../ui/dialogs/dialogs';
import { DISCARD, RESTORE, RESTORE_UNSAVED } from '../composer-messages';
import { forgetUnsavedPost, readUnsavedPost } from './unsaved-post';

/**
 * When the form opens and a post is kept for it (unsaved-post), asks "Restore your unsaved post?":
 * Restore starts the form from it, Discard forgets it. Answers null until decided, then what the
 * form starts with (undefined: as opened).
 */
export function useRestoreUnsaved(key: string | null, initial: PostForm | null): { start?: PostForm } | null {
  const [choice, setChoice] = useState<{ key: string; start?: PostForm } | null>(null);
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!key || !initial || asked.current === key) return;
    asked.current = key;
    const kept = readUnsavedPost(key, initial);
    if (!kept) {
      setChoice({ key });
      return;
    }
    void confirm({ message: RESTORE_UNSAVED, okLabel: RESTORE, cancelLabel: DISCARD }).then((restore) => {
      if (!restore) forgetUnsavedPost(key);
      setChoice(restore ? { key, start: kept } : { key });
    });
  }, [key, initial]);

  return choice?.key === key ? choice : null;
}
