import type { AdCampaignView } from '@rookery/core';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../ui/button/button';
import { Form, FormActions } from '../../../ui/forms/form';
import { FormError } from '../../../ui/forms/form-error';
import { useForm } from '../../../ui/forms/use-form';
import { Switch } from '../../../ui/switch/switch';
import { TextArea } from '../../../ui/text-field/text-area';
import { TextField } from '../../../ui/text-field/text-field';
import { showToast } from '../../../ui/toast/toast-store';
import adminStyles from '../../admin/admin.module.css';
import { campaignValidator, placementsOf, valuesOf, withPlacement } from './campaign-values';
import styles from './campaigns.module.css';
import { PlacementChoices } from './placement-choices';
import { useSaveCampaign } from './use-campaigns';

interface CampaignFormProps {
  /** The campaign to change; none for a new one. */
  campaign?: AdCampaignView;
  onDone: () => void;
}

/**
 * A campaign's every field (core adCampaignSchema), checked by the same rules as the server as
 * they are written; what the server still refuses shows at its field.
 */
export function CampaignForm({ campaign, onDone }: CampaignFormProps) {
  const save = useSaveCampaign(campaign?.id ?? null);
  const form = useForm(campaignValidator, valuesOf(campaign), { submission: save });
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  // Opened from a button elsewhere on the page: the keyboard starts at the form.
  useEffect(() => title.current?.focus(), []);
  const switchOf = (name: 'sensitive' | 'active') => ({
    checked: form.values[name] === 'on',
    onChange: (checked: boolean) => form.set(name, checked ? 'on' : ''),
  });

  return (
    <section className={adminStyles.card} aria-labelledby={titleId}>
      <h3 id={titleId} ref={title} tabIndex={-1} className={styles.formTitle}>
        {campaign ? `Edit ${campaign.name}` : 'New campaign'}
      </h3>
      <Form
        onSubmit={form.handleSubmit((input) =>
          save.mutate(input, {
            onSuccess: () => {
              showToast(campaign ? 'Campaign saved.' : 'Campaign created.');
              onDone();
            },
          }),
        )}
      >
        <div className={styles.pair}>
          <TextField label="Name" hint="For staff only." maxLength={100} {...form.field('name')} />
          <TextField label="Headline" maxLength={120} {...form.field('headline')} />
        </div>
        <TextArea label="Text" maxLength={300} rows={3} {...form.field('body')} />
        <TextField
          label="Image URL"
          hint="Optional: a web address, or a path here such as /media/…"
          {...form.field('image_url')}
        />
        <TextField
          label="Video URL"
          hint="Optional: an mp4 or webm, played muted while in view; the image is its poster."
          {...form.field('video_url')}
        />
        <div className={styles.pair}>
          <TextField label="Link URL" type="url" hint="Where a click goes." {...form.field('link_url')} />
          <TextField
            label="Promoted post URL"
            hint="Or a post or blog here, such as /ann/post/123."
            {...form.field('promoted_post_url')}
          />
        </div>
        <PlacementChoices
          chosen={placementsOf(form.values)}
          onChange={(placement, chosen) =>
            form.set('placements', withPlacement(form.values, placement, chosen))
          }
          error={form.errorOf('placements')}
        />
        <div className={styles.pair}>
          <TextField label="Starts" type="datetime-local" {...form.field('starts_at')} />
          <TextField label="Ends" type="datetime-local" hint="Empty: no end." {...form.field('ends_at')} />
        </div>
        <div className={styles.pair}>
          <TextField
            label="Daily impression cap"
            inputMode="numeric"
            hint="Empty: no cap."
            {...form.field('daily_cap')}
          />
          <TextField
            label="Frequency cap per reader per day"
            inputMode="numeric"
            hint="Empty: no cap."
            {...form.field('frequency_cap')}
          />
        </div>
        <div>
          <Switch
            label="Show on sensitive pages"
            description="Beside adult or NSFW blogs too. Off unless you turn it on."
            {...switchOf('sensitive')}
          />
          <Switch label="Active" description="Served while in its schedule." {...switchOf('active')} />
        </div>
        <TextArea
          label="Tracking beacons"
          rows={3}
          hint="Optional, one a line: an event (serve, viewable, click, video_0 … video_98, video_30s) and a URL, which may carry [PLACEMENT_ID], [CAMPAIGN_ID], [TIMESTAMP], [CACHEBUSTING], [VIEW_DURATION], [ADBLOCK]."
          spellCheck={false}
          {...form.field('beacons')}
        />
        <FormError message={form.formError} />
        <FormActions>
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : campaign ? 'Save campaign' : 'Create campaign'}
          </Button>
        </FormActions>
      </Form>
    </section>
  );
}
