import { adTexts } from '@rookery/core';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { whenIdle } from '../../ui/layout/when-idle';
import { useSession } from '../accounts/use-session';
import styles from './ads.module.css';

// The partner's frame and its refreshes: a chunk of its own, asked for once the page is idle.
const PartnerFrame = lazy(() => import('./partner-frame'));

/**
 * The ad partner's 300×250 slot at the foot of the dashboard's rail (spec document 3 §7, issue
 * 20), there only when the operator names a partner script (the bootstrap's `ad_partner`). Its room
 * is kept from the first paint; when the partner has no ad, the slot is removed, and being last in
 * the rail, nothing moves for it.
 */
export function PartnerSlot() {
  const on = useSession().data?.ad_partner === true;
  const [ready, setReady] = useState(false);
  const [empty, setEmpty] = useState(false);
  useEffect(() => (on ? whenIdle(() => setReady(true)) : undefined), [on]);
  const onEmpty = useCallback(() => setEmpty(true), []);
  if (!on || empty) return null;
  return (
    <aside className={`${styles.slot} ${styles.partner}`} aria-label="Sponsored, from our ad partner">
      <span className={styles.label}>{adTexts.sponsored}</span>
      {ready && (
        <Suspense fallback={null}>
          <PartnerFrame onEmpty={onEmpty} />
        </Suspense>
      )}
    </aside>
  );
}
