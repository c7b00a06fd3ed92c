import { type TfaSetupResponse, tfaEnableSchema } from '@rookery/core';
import { Button } from '../../../ui/button/button';
import { Form, FormActions } from '../../../ui/forms/form';
import { FormError } from '../../../ui/forms/form-error';
import { useForm } from '../../../ui/forms/use-form';
import { Card } from '../../../ui/layout/card';
import { CodeField } from './code-field';
import styles from './two-factor.module.css';
import { useEnableTwoFactor } from './use-two-factor';

interface TwoFactorSetupProps {
  setup: TfaSetupResponse;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** The key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Scan (or type) the key, then prove it with a code: only then is it turned on. */
export function TwoFactorSetup({ setup, onEnabled, onCancel }: TwoFactorSetupProps) {
  const enable = useEnableTwoFactor();
  const form = useForm(tfaEnableSchema, { code: '' }, { submission: enable });

  return (
    <Card title="Set up two-factor sign-in">
      <div className={styles.steps}>
        <img
          className={styles.qr}
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
          alt="QR code to scan with your authenticator app"
          width={184}
          height={184}
        />
        <div className={styles.instructions}>
          <p>1. Scan this QR code with an authenticator app (1Password, Google Authenticator, Aegis, …).</p>
          <p>Can’t scan it? Enter this key in the app instead:</p>
          <code className={styles.key} data-testid="tfa-key">
            {grouped(setup.secret)}
          </code>
          <p>2. Enter the 6-digit code the app shows.</p>
          <Form
            onSubmit={form.handleSubmit(({ code }) =>
              enable.mutate({ code }, { onSuccess: (r) => onEnabled(r.recovery_codes) }),
            )}
          >
            <CodeField {...form.field('code')} />
            <FormError message={form.formError} />
            <FormActions>
              <Button variant="secondary" onClick={onCancel}>
                Cancel
              </Button>
              <Button type="submit" disabled={enable.isPending}>
                Turn on
              </Button>
            </FormActions>
          </Form>
        </div>
      </div>
    </Card>
  );
}
