import { loginSchema } from '@rookery/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../ui/button/button';
import { Form } from '../../ui/forms/form';
import { FormError } from '../../ui/forms/form-error';
import { useForm } from '../../ui/forms/use-form';
import { PageCard } from '../../ui/layout/page-card';
import styles from './auth-form.module.css';
import { EmailField, PasswordField } from './credential-fields';
import { TwoFactorLoginStep } from './two-factor/two-factor-login-step';
import { useLogin } from './use-login';

/** Log in; on success the guest guard moves on to the dashboard (or where the visitor was headed). */
export function LoginPage() {
  // Where the person was headed (state.from): kept when they switch between log in and sign up.
  const location = useLocation();
  const login = useLogin();
  const form = useForm(loginSchema, { email: '', password: '' }, { submission: login });
  // Set when the password was right and the account asks for a code as well.
  const [challenge, setChallenge] = useState<string | null>(null);

  return (
    <PageCard
      wordmark
      title={challenge ? 'Enter your code' : 'Log in'}
      footer={
        <p>
          New here?{' '}
          <Link to="/register" state={location.state}>
            Sign up
          </Link>
        </p>
      }
    >
      {challenge ? (
        <TwoFactorLoginStep
          challenge={challenge}
          onRestart={() => {
            setChallenge(null);
            login.reset();
          }}
        />
      ) : (
        <Form
          onSubmit={form.handleSubmit((input) =>
            login.mutate(input, {
              onSuccess: (answer) => {
                if ('tfa_required' in answer) setChallenge(answer.challenge);
              },
            }),
          )}
        >
          <EmailField {...form.field('email')} />
          <PasswordField label="Password" {...form.field('password')} />
          <div className={styles.row}>
            <Link to="/forgot-password">Forgot your password?</Link>
          </div>
          <FormError message={form.formError} />
          <Button type="submit" block disabled={login.isPending}>
            {login.isPending ? 'Logging in…' : 'Log in'}
          </Button>
        </Form>
      )}
    </PageCard>
  );
}
