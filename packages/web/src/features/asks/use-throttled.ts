import { useEffect, useRef, useState } from 'react';

/**
 * `value`, updated at most once per `ms` (the ask form's input throttle, spec document 2 §9): the
 * first change shows at once, later ones within the window arrive at its end, the last one always.
 */
export function useThrottled<T>(value: T, ms: number): T {
  const [shown, setShown] = useState(value);
  const last = useRef(0);
  useEffect(() => {
    const wait = last.current + ms - Date.now();
    if (wait <= 0) {
      last.current = Date.now();
      setShown(value);
      return;
    }
    const timer = setTimeout(() => {
      last.current = Date.now();
      setShown(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return shown;
}
