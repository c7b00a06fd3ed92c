import { AD_PLACEMENT_LABELS, type AdFigures, type ListedAdCampaign } from '@rookery/core';
import { useEffect, useId, useRef } from 'react';
import { errorMessage } from '../../../api';
import { Button } from '../../../ui/button/button';
import { confirm } from '../../../ui/dialogs/dialogs';
import { showToast } from '../../../ui/toast/toast-store';
import adminStyles from '../../admin/admin.module.css';
import { campaignStatus, capWords, scheduleWords } from './campaign-status';
import styles from './campaigns.module.css';
import { countWords, rateWords } from './figure-words';
import { useDeleteCampaign } from './use-campaigns';

interface CampaignCardProps {
  campaign: ListedAdCampaign;
  /** Its figures over the chosen range; undefined while they load. */
  figures: AdFigures | undefined;
  /** The range the figures cover, in words ("Last 7 days"). */
  range: string;
  /** Its form was just closed: the keyboard comes back to its Edit button. */
  returnFocus: boolean;
  onEdit: () => void;
}

/** One campaign in /admin/ads: what it shows, where and when, what it served, and its figures. */
export function CampaignCard({ campaign, figures, range, returnFocus, onEdit }: CampaignCardProps) {
  const nameId = useId();
  const edit = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (returnFocus) edit.current?.focus();
  }, [returnFocus]);
  const remove = useDeleteCampaign();
  const status = campaignStatus(campaign);
  const onDelete = async () => {
    const sure = await confirm({
      message: `Delete the campaign “${campaign.name}”? Its figures go with it.`,
      okLabel: 'Delete',
    });
    if (!sure) return;
    // Awaited rather than called back: the card leaves the list as soon as the list is read again.
    try {
      await remove.mutateAsync(campaign.id);
      showToast(`${campaign.name} is deleted.`);
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
  };
  const stats: [string, string][] = [
    ['Served', figures ? countWords(figures.served) : '…'],
    ['Viewable', figures ? countWords(figures.viewable) : '…'],
    ['Viewable rate', figures ? rateWords(figures.viewable_rate) : '…'],
    ['Clicks', figures ? countWords(figures.clicks) : '…'],
    ['CTR', figures ? rateWords(figures.ctr) : '…'],
  ];

  return (
    <li className={adminStyles.card} aria-labelledby={nameId}>
      <header className={adminStyles.cardHead}>
        <h3 id={nameId} className={styles.name}>
          {campaign.name}
        </h3>
        <span className={`${styles.status} ${status === 'Active' ? styles.live : ''}`}>{status}</span>
        <div className={styles.cardActions}>
          <Button ref={edit} variant="secondary" onClick={onEdit} aria-label={`Edit ${campaign.name}`}>
            Edit
          </Button>
          <Button
            variant="secondary"
            disabled={remove.isPending}
            onClick={() => void onDelete()}
            aria-label={`Delete ${campaign.name}`}
          >
            Delete
          </Button>
        </div>
      </header>
      <p className={styles.headline}>{campaign.headline}</p>
      <dl className={styles.facts}>
        <dt>Placements</dt>
        <dd>{campaign.placements.map((p) => AD_PLACEMENT_LABELS[p]).join(', ')}</dd>
        <dt>Schedule</dt>
        <dd>{scheduleWords(campaign)}</dd>
        <dt>Caps</dt>
        <dd>
          {capWords(campaign)}
          {campaign.sensitive ? ' · shown on sensitive pages' : ''}
        </dd>
        <dt>Served so far</dt>
        <dd>
          {countWords(campaign.served_today)} today, {countWords(campaign.served_total)} in all
        </dd>
      </dl>
      <p className={styles.statsTitle}>{range}</p>
      <dl className={styles.stats}>
        {stats.map(([label, value]) => (
          <div key={label} className={styles.stat}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
