import { messages, passwordResetConfirmSchema } from '@rookery/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../ui/button/button';
import { Form } from '../../ui/forms/form';
import { FormError } from '../../ui/forms/form-error';
import { useForm } from '../../ui/forms/use-form';
import { PageCard } from '../../ui/layout/page-card';
import { PasswordField } from './credential-fields';
import { useConfirmPasswordReset } from './use-password-reset';

/** The new password is the only input; the token rides along from the mailed link. */
const newPasswordForm = passwordResetConfirmSchema.pick({ password: true });

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const form = useForm(newPasswordForm, { password: '' }, { submission: confirm });

  if (!token) {
    return (
      <PageCard wordmark title="Choose a new password">
        <p role="alert">{messages.tokenInvalid}</p>
        <Link to="/forgot-password">Ask for a new link</Link>
      </PageCard>
    );
  }

  return (
    <PageCard wordmark title="Choose a new password">
      <Form
        onSubmit={form.handleSubmit(({ password }) =>
          confirm.mutate({ token, password }, { onSuccess: () => navigate('/dashboard', { replace: true }) }),
        )}
      >
        <PasswordField label="New password" isNew {...form.field('password')} />
        <FormError message={form.formError} />
        <Button type="submit" block disabled={confirm.isPending}>
          Save and log in
        </Button>
      </Form>
    </PageCard>
  );
}
