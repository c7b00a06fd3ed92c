import { TECHNICAL_TROUBLE } from '@rookery/core';
import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { alert } from '../../ui/dialogs/dialogs';
import type { FormOpening } from './form-opening';

/** The form's code failed to arrive (offline, a deploy replaced the chunk). */
class PostFormLoadError extends Error {
  override readonly name = 'PostFormLoadError';
}

type Screen = ComponentType<{ opening: FormOpening }>;

/**
 * The post form is its own chunk, fetched when a form first opens (spec document 1 §7). If it fails
 * to load, the person is told (§8) and the error is thrown to the boundary below.
 */
function loadScreen() {
  return import('./post-form/post-form-screen').catch((cause: unknown) => {
    void alert(TECHNICAL_TROUBLE);
    throw new PostFormLoadError('The post form failed to load', { cause });
  });
}

let LazyScreen: Screen = lazy(loadScreen);

interface BoundaryProps {
  onFailed: () => void;
  children: ReactNode;
}

/** Closes the form when it cannot be shown; a later opening tries to load the chunk again. */
class PostFormBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // React keeps a failed lazy component failed; a fresh one loads again next time.
    LazyScreen = lazy(loadScreen);
    if (!(error instanceof PostFormLoadError)) void alert(TECHNICAL_TROUBLE);
    this.props.onFailed();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The lazily loaded form for one opening; nothing shows while its code arrives (the form has its own loader). */
export function PostFormChunk({ opening, onFailed }: { opening: FormOpening; onFailed: () => void }) {
  return (
    <PostFormBoundary onFailed={onFailed}>
      <Suspense fallback={null}>
        <LazyScreen opening={opening} />
      </Suspense>
    </PostFormBoundary>
  );
}
