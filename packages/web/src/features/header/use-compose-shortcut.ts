import { useNavigate } from 'react-router';
import { useShortcut } from '../../ui/shortcuts/use-shortcut';
import { useCurrentUser } from '../accounts/use-session';

/** Alt+C opens a new text post (spec document 1 §9), for signed-in users only. */
export function useComposeShortcut(): void {
  const user = useCurrentUser();
  const navigate = useNavigate();
  useShortcut('alt+c', () => navigate('/new/text'), !!user);
}
