import { preloadQuickCompose } from '../features/composer/quick-compose/quick-compose';
import { loadCleanHtml } from '../features/editor/load-clean-html';
import { preloadHeaderMenus } from '../features/header/header-menus';
import { preloadPostActions } from '../features/posts/post-footer';
import { preloadSearch } from '../features/search/search-chunks';
import { preloadDialogs } from '../ui/dialogs/dialog-host';
import { preloadPopover } from '../ui/popover/popover';

/**
 * The header's popovers and menus, its search's suggestions and filters, the dialogs, quick compose
 * and the post cards' actions open only on a click or a shortcut, so their code (with Floating UI)
 * stays out of the first paint. Once the page has settled it is fetched anyway, so the first open
 * does not wait for the network. Returns a cancel for the effect that calls it.
 */
export function preloadOverlays(): () => void {
  const load = () => {
    // A failed preload changes nothing: opening one loads the code again.
    preloadPopover().catch(() => {});
    preloadQuickCompose().catch(() => {});
    preloadPostActions().catch(() => {});
    preloadHeaderMenus().catch(() => {});
    preloadSearch().catch(() => {});
    preloadDialogs().catch(() => {});
    // Posts the browser renders on its own (the next page, new posts) are cleaned with it.
    loadCleanHtml().catch(() => {});
    // The composer's routes (the form itself is a chunk of its own, fetched when it opens).
    import('../features/composer/composer-route').catch(() => {});
  };
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(load, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(load, 200);
  return () => window.clearTimeout(id);
}
