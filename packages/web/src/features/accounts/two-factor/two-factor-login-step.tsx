import { tfaEnableSchema } from '@rookery/core';
import { Button } from '../../../ui/button/button';
import { Form } from '../../../ui/forms/form';
import { FormError } from '../../../ui/forms/form-error';
import { useForm } from '../../../ui/forms/use-form';
import { CodeField } from './code-field';
import styles from './two-factor.module.css';
import { useTwoFactorLogin } from './use-two-factor';

interface TwoFactorLoginStepProps {
  challenge: string;
  /** Back to the password: the challenge ran out, or the person wants another account. */
  onRestart: () => void;
}

/** After the right password on an account with two-factor sign-in: the code, or a recovery code. */
export function TwoFactorLoginStep({ challenge, onRestart }: TwoFactorLoginStepProps) {
  const login = useTwoFactorLogin();
  const form = useForm(tfaEnableSchema, { code: '' }, { submission: login });

  return (
    <Form onSubmit={form.handleSubmit(({ code }) => login.mutate({ challenge, code }))}>
      <p className={styles.lead}>
        Open your authenticator app and enter the code it shows for Rookery. Lost your phone? Enter one of
        your recovery codes instead.
      </p>
      <CodeField label="Code" inputMode="text" autoFocus {...form.field('code')} />
      <FormError message={form.formError} />
      <Button type="submit" block disabled={login.isPending}>
        {login.isPending ? 'Checking…' : 'Log in'}
      </Button>
      <Button variant="secondary" block onClick={onRestart}>
        Start over
      </Button>
    </Form>
  );
}
