import {
  AD_PARTNER_REFRESH_MAX,
  AD_PARTNER_REFRESH_MS,
  AD_PARTNER_SIZE,
  type AdPartnerMessage,
} from '@rookery/core';
import { useEffect, useRef, useState } from 'react';
import styles from './ads.module.css';

const isPartnerMessage = (data: unknown): data is AdPartnerMessage =>
  typeof data === 'object' && data !== null && 'rookery_ad_partner' in data;

/**
 * The partner's page (server features/ads/partner-slot.ts) in a sandboxed frame: scripts and the
 * popups an ad opens, never our origin. The page tells whether an ad came; one that did is
 * refreshed every 10 s while the tab is in view, 25 times at most, and a slot none came to goes.
 */
export default function PartnerFrame({ onEmpty }: { onEmpty: () => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [load, setLoad] = useState(0);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      if (document.visibilityState === 'visible') setLoad((n) => n + 1);
      else timer = setTimeout(refresh, AD_PARTNER_REFRESH_MS);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || !isPartnerMessage(event.data)) return;
      if (event.data.rookery_ad_partner === 'empty') onEmpty();
      else if (load < AD_PARTNER_REFRESH_MAX) timer = setTimeout(refresh, AD_PARTNER_REFRESH_MS);
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
    };
  }, [load, onEmpty]);

  return (
    <iframe
      ref={frame}
      key={load}
      src="/ads/partner"
      title="Sponsored"
      width={AD_PARTNER_SIZE.width}
      height={AD_PARTNER_SIZE.height}
      sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
      data-partner-load={load}
      className={styles.partnerFrame}
    />
  );
}
