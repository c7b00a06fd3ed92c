import { useState } from 'react';
import { useIsClient } from './use-is-client';

/**
 * Whether `value` is what the server drew this component's markup with: the component was
 * hydrated from a server-rendered page, and `value` has not changed since. Work that only
 * rewrites markup the server has already written (cleaning stored HTML again) can then be
 * skipped: React keeps the served markup whatever the hydrating render computes. On a slow phone
 * that work was most of a dashboard's hydration (issue 15: Lighthouse's blocking time).
 */
export function useServedAs<T>(value: T): boolean {
  const client = useIsClient();
  const [served] = useState(() => (client ? undefined : { value }));
  return served !== undefined && Object.is(served.value, value);
}
