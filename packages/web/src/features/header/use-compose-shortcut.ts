import { isApplePlatform } from '../../ui/shortcuts/platform';
import { useKeySequence } from '../../ui/shortcuts/use-key-sequence';
import { useShortcut } from '../../ui/shortcuts/use-shortcut';
import { useCurrentUser } from '../accounts/use-session';
import { openQuickCompose } from '../composer/quick-compose/quick-compose-store';

const APPLE = isApplePlatform();

/** How the compose shortcut is written on this system, for the compose button's tooltip. */
export const COMPOSE_SHORTCUT_LABEL = APPLE ? 'Alt+C' : 'Z then C';

/** The compose shortcut opens quick compose (spec document 1 §9): alt+c on a Mac, z then c elsewhere. */
export function useComposeShortcut(): void {
  const user = useCurrentUser();
  useShortcut('alt+c', openQuickCompose, !!user && APPLE);
  useKeySequence('z c', openQuickCompose, !!user && !APPLE);
}
