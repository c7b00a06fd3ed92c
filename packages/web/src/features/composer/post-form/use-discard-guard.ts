import { type RefObject, useCallback, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from '../../../ui/dialogs/dialogs';
import { DISCARD, DISCARD_EDITS, DISCARD_POST, NEVERMIND } from '../composer-messages';
import type { FormGuard } from './post-editor';

/** Asks before a changed post is thrown away (spec document 1 §4, §8): Discard or Nevermind. */
function confirmDiscard(editing: boolean): Promise<boolean> {
  return confirm({
    message: editing ? DISCARD_EDITS : DISCARD_POST,
    okLabel: DISCARD,
    cancelLabel: NEVERMIND,
  });
}

/**
 * Dismissing the form: ignored while it is disabled, asked about when the post changed. Leaving
 * the route some other way (Back, another compose route) asks the same while the form is open.
 * `letGo` runs when the post is given up (discarded, or dismissed unchanged).
 */
export function useDiscardGuard(
  guard: RefObject<FormGuard>,
  open: boolean,
  editing: boolean,
  close: () => void,
  letGo: () => void,
) {
  const dismiss = useCallback(async () => {
    const { changed, disabled } = guard.current;
    if (disabled) return;
    if (changed && !(await confirmDiscard(editing))) return;
    letGo();
    close();
  }, [guard, editing, close, letGo]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      open && guard.current.changed && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDiscard(editing).then((discard) => {
      if (!discard) return blocker.reset();
      letGo();
      blocker.proceed();
    });
  }, [blocker, editing, letGo]);

  return dismiss;
}
