import { DEFAULT_FEATURE_FLAGS } from '@rookery/core';
import { useSession } from '../accounts/use-session';

export interface SafeMode {
  /** Sensitive posts show a notice first and adult blogs' avatars pixelate: a visitor, or safe mode on. */
  on: boolean;
  /** The reader may turn it off in settings (signed in, and the site lets them: document 3 §6). */
  canChange: boolean;
}

/** The reader's safe mode (issue 19; spec document 3 §3 user.safe_mode, §6). */
export function useSafeMode(): SafeMode {
  const session = useSession().data;
  const user = session?.user ?? null;
  const flag = (session?.flags ?? DEFAULT_FEATURE_FLAGS).safe_mode;
  return { on: !user || user.safe_mode, canChange: !!user && flag };
}
