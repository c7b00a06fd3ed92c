import { SAFE_MODE_LINKS } from '@rookery/core';
import { useQueryClient } from '@tanstack/react-query';
import { Card } from '../../ui/layout/card';
import { Switch } from '../../ui/switch/switch';
import { SESSION_KEY } from '../accounts/session-cache';
import { useSaveAccountSettings } from '../accounts/use-account-settings';
import { track } from '../logging/client-logger';
import { useInstantSave } from '../settings/use-instant-save';

/**
 * Safe mode in account settings (issue 19; `/settings/account#safe_mode`, where the notices link):
 * saved as soon as it changes; every list of posts is read again, since what they hold depends on it.
 */
export function SafeModeSetting({ on }: { on: boolean }) {
  const queryClient = useQueryClient();
  const save = useSaveAccountSettings();
  const { shown, change, pending } = useInstantSave(
    { safe_mode: on },
    async (next: { safe_mode: boolean }) => {
      await save.mutateAsync(next);
      track('safe_mode_changed', { on: next.safe_mode });
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
    },
    'Safe mode saved.',
  );
  return (
    <div id="safe_mode">
      <Card
        title="Safe mode"
        description={
          <>
            Sensitive posts show a notice first and leave search, tags and explore; adult blogs' avatars are
            pixelated. <a href={SAFE_MODE_LINKS.docs}>What counts as sensitive</a>
          </>
        }
      >
        <Switch
          label="Hide sensitive content"
          checked={shown.safe_mode}
          disabled={pending}
          onChange={(checked) => change({ safe_mode: checked })}
        />
      </Card>
    </div>
  );
}
