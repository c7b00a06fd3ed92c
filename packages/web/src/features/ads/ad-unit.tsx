import { type AdPlacement, adTexts, type ServedAd } from '@rookery/core';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../api';
import { useSession } from '../accounts/use-session';
import { browserSaysNo } from '../logging/use-client-logger';
import { type AdContext, reportClick } from './ad-events';
import styles from './ads.module.css';
import { useImpression } from './use-impression';

export interface AdUnitProps {
  slot: Pick<AdContext, 'placement' | 'location' | 'position' | 'nsfw'>;
  /** The blog whose page shows it (the server keeps sensitive pages for campaigns that allow them). */
  blog?: string | undefined;
  rotates: boolean;
  /** Nothing to show: the slot takes its room back. */
  onEmpty: () => void;
}

const serve = (placement: AdPlacement, blog?: string, exclude?: string) =>
  api
    .get<{ ad: ServedAd | null }>('/svc/ads/serve', { placement, blog, exclude })
    .then((answer) => answer.ad);

/**
 * A house ad in its slot (issue 20), the lazily loaded part: asks the server for this placement's
 * ad, draws it ('Sponsored', image, headline, text, one link through the click counter) and lives
 * its impression (use-impression.ts).
 */
export default function AdUnit({ slot, blog, rotates, onEmpty }: AdUnitProps) {
  const [ad, setAd] = useState<ServedAd | null>();
  const link = useRef<HTMLAnchorElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const user = useSession().data?.user;
  const optOut = user?.tracking_opt_out === true || browserSaysNo();
  const theme = user?.theme ?? 'light';
  const context: AdContext = { ...slot, optOut, theme };
  const { placement } = slot;

  useEffect(() => {
    let live = true;
    serve(placement, blog).then(
      (first) => {
        if (!live) return;
        if (first) setAd(first);
        else onEmpty();
      },
      () => live && onEmpty(),
    );
    return () => {
      live = false;
    };
  }, [placement, blog, onEmpty]);

  useImpression(
    link,
    video,
    ad,
    context,
    rotates && ad
      ? { next: () => serve(placement, blog, ad.campaign_id).catch(() => null), show: setAd }
      : undefined,
  );

  if (!ad) return null;
  const outside = /^https?:\/\//i.test(ad.click_url);
  return (
    <a
      ref={link}
      href={ad.click_url}
      className={styles.ad}
      rel={outside ? 'sponsored noopener' : 'sponsored'}
      data-ad-placement-id={ad.placement_id}
      onClick={() => reportClick(ad)}
    >
      <span className={styles.label}>{adTexts.sponsored}</span>
      {ad.video_url ? (
        <video
          ref={video}
          className={styles.image}
          src={ad.video_url}
          poster={ad.image_url ?? undefined}
          muted
          loop
          playsInline
          preload="metadata"
        />
      ) : (
        ad.image_url && <img className={styles.image} src={ad.image_url} alt="" decoding="async" />
      )}
      <span className={styles.text}>
        <span className={styles.headline}>{ad.headline}</span>
        {ad.body && <span className={styles.body}>{ad.body}</span>}
      </span>
    </a>
  );
}
