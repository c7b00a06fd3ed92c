import { passwordResetSchema } from '@rookery/core';
import { Link } from 'react-router';
import { Button } from '../../ui/button/button';
import { FormError } from '../../ui/forms/form-error';
import { serverFieldErrors } from '../../ui/forms/server-field-errors';
import { useForm } from '../../ui/forms/use-form';
import { TextField } from '../../ui/text-field/text-field';
import { AuthCard } from './auth-card';
import styles from './auth-form.module.css';
import { useRequestPasswordReset } from './use-password-reset';

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const form = useForm(passwordResetSchema, { email: '' }, { onEdit: () => request.reset() });

  return (
    <AuthCard
      title="Forgot your password?"
      intro={<p>Enter the email address of your account and we will mail you a link to choose a new one.</p>}
      footer={
        <p>
          Remembered it? <Link to="/login">Log in</Link>
        </p>
      }
    >
      {request.isSuccess ? (
        <p className={styles.success} role="status">
          {request.data}
        </p>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={form.handleSubmit(({ email }) => request.mutate(email))}
        >
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.field('email', serverFieldErrors(request.error).email)}
          />
          <FormError error={request.error} fields={['email']} />
          <Button type="submit" block disabled={request.isPending}>
            Send reset link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
