import { isApplePlatform } from '../../ui/shortcuts/platform';
import { useKeySequence } from '../../ui/shortcuts/use-key-sequence';
import { useShortcut } from '../../ui/shortcuts/use-shortcut';
import { useCurrentUser } from '../accounts/use-session';
import { openQuickCompose } from '../composer/quick-compose/quick-compose-store';

/** How the compose shortcut is written on this system, for the compose button's tooltip. */
export const COMPOSE_SHORTCUT_LABEL = `${isApplePlatform() ? 'Option+C' : 'Alt+C'} or Z then C`;

/**
 * The compose shortcut opens quick compose (spec document 1 §9: alt+c on a Mac, z then c on
 * Windows). Both work everywhere: people move between machines and keep their habit, and neither
 * combination means anything else here (Chrome and Firefox leave Alt+C alone on Windows and Linux).
 */
export function useComposeShortcut(): void {
  const signedIn = !!useCurrentUser();
  useShortcut('alt+c', openQuickCompose, signedIn);
  useKeySequence('z c', openQuickCompose, signedIn);
}
