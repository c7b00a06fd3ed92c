import { changePasswordSchema } from '@rookery/core';
import { Button } from '../../ui/button/button';
import { Form, FormActions } from '../../ui/forms/form';
import { FormError } from '../../ui/forms/form-error';
import { useForm } from '../../ui/forms/use-form';
import { Card } from '../../ui/layout/card';
import { showToast } from '../../ui/toast/toast-store';
import { PasswordField } from './credential-fields';
import { useChangePassword } from './use-account-settings';

/** A wrong current password comes back as the server's error on `current_password`, shown under that field. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm(changePasswordSchema, { current_password: '', password: '' }, { submission: change });

  return (
    <Card title="Password">
      <Form
        onSubmit={form.handleSubmit((input) =>
          change.mutate(input, {
            onSuccess: () => {
              form.reset();
              showToast('Your password is changed.');
            },
          }),
        )}
      >
        <PasswordField label="Current password" {...form.field('current_password')} />
        <PasswordField label="New password" isNew {...form.field('password')} />
        <FormError message={form.formError} />
        <FormActions>
          <Button type="submit" disabled={change.isPending}>
            Change password
          </Button>
        </FormActions>
      </Form>
    </Card>
  );
}
