import { tfaDisableSchema } from '@rookery/core';
import { Button } from '../../../ui/button/button';
import { Form, FormActions } from '../../../ui/forms/form';
import { FormError } from '../../../ui/forms/form-error';
import { useForm } from '../../../ui/forms/use-form';
import { showToast } from '../../../ui/toast/toast-store';
import { PasswordField } from '../credential-fields';
import { CodeField } from './code-field';
import { useDisableTwoFactor } from './use-two-factor';

/** Turning it off asks for both factors, so a borrowed signed-in browser cannot. */
export function TwoFactorOffForm() {
  const disable = useDisableTwoFactor();
  const form = useForm(tfaDisableSchema, { password: '', code: '' }, { submission: disable });

  return (
    <Form
      onSubmit={form.handleSubmit((input) =>
        disable.mutate(input, { onSuccess: () => showToast('Two-factor sign-in is off.') }),
      )}
    >
      <PasswordField label="Current password" {...form.field('password')} />
      <CodeField label="Code from your app or a recovery code" inputMode="text" {...form.field('code')} />
      <FormError message={form.formError} />
      <FormActions>
        <Button type="submit" variant="secondary" disabled={disable.isPending}>
          Turn off two-factor sign-in
        </Button>
      </FormActions>
    </Form>
  );
}
