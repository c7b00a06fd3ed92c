import { adAdminTexts } from '@rookery/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../api';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/layout/empty-state';
import { QueryAnswer } from '../../../ui/loader/query-answer';
import adminStyles from '../../admin/admin.module.css';
import { Choice } from '../../admin/choice';
import { NotFoundPage } from '../../not-found/not-found-page';
import { CampaignCard } from './campaign-card';
import { CampaignForm } from './campaign-form';
import styles from './campaigns.module.css';
import { FIGURE_RANGES, type FigureDays, rangeOf } from './figure-words';
import { useAdFigures, useCampaigns } from './use-campaigns';

/**
 * /admin/ads (issue 20), a section of the moderators' area: the house-ad campaigns with their
 * figures over a range, a form to make or change one, and a word when the site serves no ads.
 */
export function AdsPanel() {
  const headingId = useId();
  const campaigns = useCampaigns();
  const [days, setDays] = useState<FigureDays>(30);
  const range = useMemo(() => rangeOf(days), [days]);
  const figures = useAdFigures(range);
  /** The campaign whose form is open ('new' for a new one), and the one last closed. */
  const [editing, setEditing] = useState<string | null>(null);
  const [closed, setClosed] = useState<string | null>(null);
  const close = () => {
    setClosed(editing);
    setEditing(null);
  };
  // A closed form gives the keyboard back to the button that opened it.
  const newButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (closed === 'new') newButton.current?.focus();
  }, [closed]);
  const rangeLabel = FIGURE_RANGES.find((r) => r.days === days)?.label ?? '';

  return (
    <section className={adminStyles.section} aria-labelledby={headingId}>
      <div className={styles.top}>
        <h2 id={headingId} className={styles.heading}>
          House ads
        </h2>
        <Choice
          label="Figures for"
          value={String(days)}
          options={FIGURE_RANGES.map((r) => [String(r.days), r.label])}
          onChange={(value) => setDays(FIGURE_RANGES.find((r) => String(r.days) === value)?.days ?? null)}
        />
        <Button ref={newButton} onClick={() => setEditing('new')} disabled={editing === 'new'}>
          New campaign
        </Button>
      </div>
      <QueryAnswer query={campaigns} loading="Loading the campaigns" tone="light" missing={<NotFoundPage />}>
        {(data) => (
          <>
            {!data.ads_enabled && <p className={styles.off}>{adAdminTexts.adsOff}</p>}
            {figures.isError && <p className={styles.off}>{errorMessage(figures.error)}</p>}
            {editing === 'new' && <CampaignForm onDone={close} />}
            {data.campaigns.length === 0 ? (
              editing !== 'new' && (
                <EmptyState
                  title="No campaigns yet."
                  text="A campaign is a house ad: a headline, a link and where it shows."
                />
              )
            ) : (
              <ul className={adminStyles.list} aria-label="Campaigns">
                {data.campaigns.map((campaign) =>
                  editing === campaign.id ? (
                    <li key={campaign.id}>
                      <CampaignForm campaign={campaign} onDone={close} />
                    </li>
                  ) : (
                    <CampaignCard
                      key={campaign.id}
                      campaign={campaign}
                      figures={figures.data?.figures.find((f) => f.campaign_id === campaign.id)}
                      range={rangeLabel}
                      returnFocus={closed === campaign.id}
                      onEdit={() => setEditing(campaign.id)}
                    />
                  ),
                )}
              </ul>
            )}
          </>
        )}
      </QueryAnswer>
    </section>
  );
}
