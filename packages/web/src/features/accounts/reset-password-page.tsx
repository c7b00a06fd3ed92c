import { messages, passwordResetConfirmSchema } from '@rookery/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../ui/button/button';
import { FormError } from '../../ui/forms/form-error';
import { serverFieldErrors } from '../../ui/forms/server-field-errors';
import { useForm } from '../../ui/forms/use-form';
import { TextField } from '../../ui/text-field/text-field';
import { AuthCard } from './auth-card';
import styles from './auth-form.module.css';
import { useConfirmPasswordReset } from './use-password-reset';

/** The new password is the only input; the token rides along from the mailed link. */
const newPasswordForm = passwordResetConfirmSchema.pick({ password: true });

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const form = useForm(newPasswordForm, { password: '' }, { onEdit: () => confirm.reset() });

  if (!token) {
    return (
      <AuthCard title="Choose a new password">
        <p role="alert">{messages.tokenInvalid}</p>
        <Link to="/forgot-password">Ask for a new link</Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password">
      <form
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit(({ password }) =>
          confirm.mutate({ token, password }, { onSuccess: () => navigate('/dashboard', { replace: true }) }),
        )}
      >
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters."
          {...form.field('password', serverFieldErrors(confirm.error).password)}
        />
        <FormError error={confirm.error} fields={['password']} />
        <Button type="submit" block disabled={confirm.isPending}>
          Save and log in
        </Button>
      </form>
    </AuthCard>
  );
}
