import { lazy, Suspense } from 'react';
import { useIsMobile } from '../../ui/layout/use-media-query';
import styles from './suggestion-slots.module.css';

/** Both of the dashboard's lists come in one chunk, fetched when the first of them shows. */
const load = () => import('./suggestion-surfaces');
const RailList = lazy(() => load().then((m) => ({ default: m.RailList })));
const Welcome = lazy(() => load().then((m) => ({ default: m.Welcome })));

/**
 * "Check out these blogs" in the dashboard's rail (wide screens only: on a phone the rail is no
 * place for it, the empty dashboard and explore show it). Its code is not part of the first paint;
 * a card of the list's height holds its place until it comes, so nothing moves (unless fewer blogs
 * than rows come back: it sits low in the rail, so only the footer under it moves then).
 */
export function RailSuggestions() {
  if (useIsMobile()) return null;
  return (
    <Suspense fallback={<div className={`surface ${styles.rail}`} />}>
      <RailList />
    </Suspense>
  );
}

/**
 * The dashboard of an account that follows nobody yet (issue 15): a welcome, and blogs to follow in
 * one click. Following one reads the dashboard again (use-follow), so its posts take this place.
 */
export function WelcomeSuggestions() {
  return (
    <Suspense fallback={<div className={`surface ${styles.welcome}`} />}>
      <Welcome />
    </Suspense>
  );
}
