import { changePasswordSchema } from '@rookery/core';
import { Button } from '../../ui/button/button';
import { FormError } from '../../ui/forms/form-error';
import { serverFieldErrors } from '../../ui/forms/server-field-errors';
import { useForm } from '../../ui/forms/use-form';
import { Card } from '../../ui/layout/card';
import { TextField } from '../../ui/text-field/text-field';
import { showToast } from '../../ui/toast/toast-store';
import styles from './account-settings.module.css';
import { useChangePassword } from './use-account-settings';

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm(
    changePasswordSchema,
    { current_password: '', password: '' },
    { onEdit: () => change.reset() },
  );
  const server = serverFieldErrors(change.error);

  return (
    <Card title="Password">
      <form
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit((input) =>
          change.mutate(input, {
            onSuccess: () => {
              form.reset();
              showToast('Your password is changed.');
            },
          }),
        )}
      >
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...form.field('current_password', server.current_password)}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          {...form.field('password', server.password)}
        />
        <FormError error={change.error} fields={['current_password', 'password']} />
        <div className={styles.formActions}>
          <Button type="submit" disabled={change.isPending}>
            Change password
          </Button>
        </div>
      </form>
    </Card>
  );
}
