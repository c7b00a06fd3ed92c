import { POST_FORM_ANIMATION_MS } from '@rookery/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { nextPhase, POST_FORMS_OPEN_CLASS, type PostFormPhase } from './lifecycle';

/** How long opening and closing animate: the spec's time, or none for people who asked for less motion. */
export function formAnimationMs(): number {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : POST_FORM_ANIMATION_MS;
}

/**
 * Drives one form through opening → opened → closing → closed (spec document 1 §4), marking the page
 * body while it is open. A new form is a new mount (the route keys it), so opening another one
 * destroys this one. `onClosed` runs once the closing animation has ended.
 */
export function usePostFormLifecycle(onClosed: () => void) {
  const [phase, setPhase] = useState<PostFormPhase>(() => nextPhase('closed', 'open'));
  const latest = useRef(onClosed);
  latest.current = onClosed;

  useEffect(() => {
    if (phase === 'closed') {
      latest.current();
      return;
    }
    if (phase === 'opened') return;
    const event = phase === 'opening' ? 'ready' : 'done';
    const timer = window.setTimeout(
      () => setPhase((current) => nextPhase(current, event)),
      formAnimationMs(),
    );
    return () => window.clearTimeout(timer);
  }, [phase]);

  useEffect(() => {
    if (phase === 'opened') document.body.classList.add(POST_FORMS_OPEN_CLASS);
    if (phase === 'closed') document.body.classList.remove(POST_FORMS_OPEN_CLASS);
  }, [phase]);
  useEffect(() => () => document.body.classList.remove(POST_FORMS_OPEN_CLASS), []);

  /** Starts closing, unless the form is disabled (a save is on its way). */
  const close = useCallback(
    (disabled: boolean) => setPhase((current) => nextPhase(current, 'close', disabled)),
    [],
  );

  return { phase, close };
}
