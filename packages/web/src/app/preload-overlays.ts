import { preloadQuickCompose } from '../features/composer/quick-compose/quick-compose';
import { loadCleanHtml } from '../features/editor/load-clean-html';
import { preloadHeaderMenus } from '../features/header/header-menus';
import { preloadPostActions } from '../features/posts/post-footer';
import { preloadSearch } from '../features/search/search-chunks';
import { preloadDialogs } from '../ui/dialogs/dialog-host';
import { whenIdle } from '../ui/layout/when-idle';
import { preloadPopover } from '../ui/popover/popover';

const PRELOADS: (() => Promise<unknown>)[] = [
  preloadPopover,
  preloadQuickCompose,
  preloadPostActions,
  preloadHeaderMenus,
  preloadSearch,
  preloadDialogs,
  // Posts the browser renders on its own (the next page, new posts) are cleaned with it.
  loadCleanHtml,
  // The composer's routes (the form itself is a chunk of its own, fetched when it opens).
  () => import('../features/composer/composer-route'),
];

/**
 * The header's popovers and menus, its search's suggestions and filters, the dialogs, quick compose
 * and the post cards' actions open only on a click or a shortcut, so their code (with Floating UI)
 * stays out of the first paint. Once the page has settled it is fetched anyway, so the first open
 * does not wait for the network. Each in an idle callback of its own: the browser runs each as a
 * task of its own, where all eight in one were one long task on a slow phone (putting each chunk's
 * links into the page, its styles restyling the document). Returns a cancel for the effect that
 * calls it.
 */
export function preloadOverlays(): () => void {
  // A failed preload changes nothing: opening one loads the code again.
  const cancels = PRELOADS.map((preload) => whenIdle(() => preload().catch(() => {})));
  return () => {
    for (const cancel of cancels) cancel();
  };
}
