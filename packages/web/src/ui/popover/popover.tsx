import { lazy, Suspense } from 'react';
import type { PopoverProps } from './floating-popover';

const loadFloatingPopover = () => import('./floating-popover');
const FloatingPopover = lazy(() => loadFloatingPopover().then((m) => ({ default: m.FloatingPopover })));

/** Fetches the popover's code (and Floating UI) ahead of the first open; see preloadOverlays. */
export const preloadPopover = (): Promise<unknown> => loadFloatingPopover();

/**
 * The popover base (floating-popover.tsx), open while rendered. Its code, with Floating UI, is not
 * part of the first paint: it comes with the first popover opened, or earlier when the browser is
 * idle (preloadOverlays).
 */
export function Popover(props: PopoverProps) {
  return (
    <Suspense fallback={null}>
      <FloatingPopover {...props} />
    </Suspense>
  );
}
