import { DEFAULT_FEATURE_FLAGS } from '@rookery/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../accounts/use-session';
import { configureLogger, logEvent, track } from './client-logger';

/** The reader asks not to be tracked: their browser's Global Privacy Control or Do Not Track. */
export const browserSaysNo = (): boolean =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true ||
  navigator.doNotTrack === '1';

/**
 * The app shell's logger (issue 20): on while the session's log_lady flag is; a page view per
 * route; script errors as diagnostics, so an operator hears of what breaks in readers' browsers.
 */
export function useClientLogger(): void {
  const session = useSession().data;
  const enabled = (session?.flags ?? DEFAULT_FEATURE_FLAGS).log_lady && session !== undefined;
  const optedOut = session?.user?.tracking_opt_out === true;
  const { pathname } = useLocation();

  useEffect(() => {
    configureLogger({ enabled, trackingOff: optedOut || browserSaysNo() });
  }, [enabled, optedOut]);

  useEffect(() => {
    if (enabled) track('page_view', { path: pathname });
  }, [enabled, pathname]);

  useEffect(() => {
    const onError = (event: ErrorEvent) =>
      logEvent('client_error', { message: String(event.message).slice(0, 500), line: event.lineno });
    const onRejection = (event: PromiseRejectionEvent) =>
      logEvent('client_rejection', { message: String(event.reason).slice(0, 500) });
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}
