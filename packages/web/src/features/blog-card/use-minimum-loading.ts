import { useEffect, useRef, useState } from 'react';

/** `loading`, held true for at least `ms` once it began, so a placeholder never just flashes. */
export function useMinimumLoading(loading: boolean, ms: number): boolean {
  const started = useRef<number | null>(loading ? Date.now() : null);
  const [held, setHeld] = useState(loading);

  useEffect(() => {
    if (loading) {
      started.current ??= Date.now();
      setHeld(true);
      return;
    }
    if (started.current === null) return;
    const left = started.current + ms - Date.now();
    started.current = null;
    if (left <= 0) {
      setHeld(false);
      return;
    }
    const timer = window.setTimeout(() => setHeld(false), left);
    return () => window.clearTimeout(timer);
  }, [loading, ms]);

  return loading || held;
}
