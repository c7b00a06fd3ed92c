import { Card } from '../../ui/layout/card';
import { Switch } from '../../ui/switch/switch';
import { useSaveAccountSettings } from '../accounts/use-account-settings';
import { useInstantSave } from '../settings/use-instant-save';

/**
 * Settings → account (issue 20): the reader opts out of tracking events. The server keeps none
 * from this account after that (nor from a browser sending Global Privacy Control or Do Not Track).
 */
export function TrackingSetting({ optedOut }: { optedOut: boolean }) {
  const save = useSaveAccountSettings();
  const { shown, change, pending } = useInstantSave(
    { tracking_opt_out: optedOut },
    save.mutateAsync,
    'Privacy setting saved.',
  );
  return (
    <Card
      title="Privacy"
      description="Rookery counts page views and a few actions (opening the inbox, picking a GIF) to see how it is used. Addresses are kept shortened to their network."
    >
      <Switch
        label="Don’t count what I do"
        checked={shown.tracking_opt_out}
        disabled={pending}
        onChange={(checked) => change({ tracking_opt_out: checked })}
      />
    </Card>
  );
}
