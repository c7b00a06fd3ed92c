import { lazy, Suspense } from 'react';
import { Popover } from '../../ui/popover/popover';
import type { GifSearchPanelProps } from './gif-search-panel';

const GifSearchPanel = lazy(() => import('./gif-search-panel').then((m) => ({ default: m.GifSearchPanel })));

interface GifSearchPopoverProps extends GifSearchPanelProps {
  anchor: HTMLElement | null;
  placement?: 'bottom-start' | 'top-start' | 'top-end';
}

/**
 * The GIF panel in a popover (spec document 3 §4: active while open, closed on a pick, Escape or
 * teardown). The panel's code comes with the first opening, never with the page.
 */
export function GifSearchPopover({ anchor, placement = 'bottom-start', ...panel }: GifSearchPopoverProps) {
  return (
    <Popover anchor={anchor} onClose={panel.onClose} label="GIF search" placement={placement}>
      <Suspense fallback={null}>
        <GifSearchPanel {...panel} />
      </Suspense>
    </Popover>
  );
}
