import { TFA_RECOVERY_CODE_COUNT, type TfaSetupResponse } from '@rookery/core';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { FailurePanel } from '../../../ui/error-panel/failure-panel';
import { useQueryRetry } from '../../../ui/error-panel/use-query-retry';
import { FormError } from '../../../ui/forms/form-error';
import { Card } from '../../../ui/layout/card';
import { Loader } from '../../../ui/loader/loader';
import { SettingsLayout } from '../../settings/settings-layout';
import { RecoveryCodesCard } from './recovery-codes-card';
import styles from './two-factor.module.css';
import { TwoFactorOffForm } from './two-factor-off-form';
import { TwoFactorSetup } from './two-factor-setup';
import { useStartTwoFactorSetup, useTwoFactorStatus } from './use-two-factor';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' });

/** /settings/tfa: turn two-factor sign-in on (key, code, recovery codes) or off. */
export function TwoFactorPage() {
  const status = useTwoFactorStatus();
  const failure = useQueryRetry(status);
  const start = useStartTwoFactorSetup();
  const [setup, setSetup] = useState<TfaSetupResponse | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const content = () => {
    if (recoveryCodes)
      return <RecoveryCodesCard codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
    if (setup) {
      return (
        <TwoFactorSetup
          setup={setup}
          onEnabled={(codes) => {
            setSetup(null);
            setRecoveryCodes(codes);
          }}
          onCancel={() => setSetup(null)}
        />
      );
    }
    if (failure.error) return <FailurePanel failure={failure} />;
    if (!status.data) return <Loader label="Loading two-factor sign-in" />;
    if (status.data.enabled) {
      return (
        <Card title="Two-factor sign-in">
          <p className={styles.status}>
            <Badge>On</Badge>
            <span>
              {status.data.enabled_at ? `Since ${dateOf(status.data.enabled_at)}. ` : ''}
              {status.data.recovery_codes_left} of {TFA_RECOVERY_CODE_COUNT} recovery codes left.
            </span>
          </p>
          <TwoFactorOffForm />
        </Card>
      );
    }
    return (
      <Card
        title="Two-factor sign-in"
        description="Log in with your password and a code from an app on your phone, so a stolen password is not enough."
      >
        <p className={styles.status}>It is off.</p>
        <FormError message={start.isError ? errorMessage(start.error) : null} />
        <Button disabled={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: setSetup })}>
          Set up two-factor sign-in
        </Button>
      </Card>
    );
  };

  return <SettingsLayout title="Two-factor sign-in">{content()}</SettingsLayout>;
}
