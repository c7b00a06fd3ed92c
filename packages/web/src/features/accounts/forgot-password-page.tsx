import { passwordResetSchema } from '@rookery/core';
import { Link } from 'react-router';
import { Button } from '../../ui/button/button';
import { Form } from '../../ui/forms/form';
import { FormError } from '../../ui/forms/form-error';
import { useForm } from '../../ui/forms/use-form';
import { PageCard } from '../../ui/layout/page-card';
import styles from './auth-form.module.css';
import { EmailField } from './credential-fields';
import { useRequestPasswordReset } from './use-password-reset';

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const form = useForm(passwordResetSchema, { email: '' }, { submission: request });

  return (
    <PageCard
      wordmark
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
        <Form onSubmit={form.handleSubmit(({ email }) => request.mutate(email))}>
          <EmailField {...form.field('email')} />
          <FormError message={form.formError} />
          <Button type="submit" block disabled={request.isPending}>
            Send reset link
          </Button>
        </Form>
      )}
    </PageCard>
  );
}
