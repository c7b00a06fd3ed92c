import { loginSchema } from '@rookery/core';
import { Link } from 'react-router';
import { Button } from '../../ui/button/button';
import { FormError } from '../../ui/forms/form-error';
import { serverFieldErrors } from '../../ui/forms/server-field-errors';
import { useForm } from '../../ui/forms/use-form';
import { TextField } from '../../ui/text-field/text-field';
import { AuthCard } from './auth-card';
import styles from './auth-form.module.css';
import { useLogin } from './use-login';

/** Log in; on success the guest guard moves on to the dashboard (or where the visitor was headed). */
export function LoginPage() {
  const login = useLogin();
  const form = useForm(loginSchema, { email: '', password: '' }, { onEdit: () => login.reset() });
  const server = serverFieldErrors(login.error);

  return (
    <AuthCard
      title="Log in"
      footer={
        <p>
          New here? <Link to="/register">Sign up</Link>
        </p>
      }
    >
      <form className={styles.form} noValidate onSubmit={form.handleSubmit((input) => login.mutate(input))}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.field('email', server.email)}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password', server.password)}
        />
        <div className={styles.row}>
          <Link to="/forgot-password">Forgot your password?</Link>
        </div>
        <FormError error={login.error} fields={['email', 'password']} />
        <Button type="submit" block disabled={login.isPending}>
          {login.isPending ? 'Logging in…' : 'Log in'}
        </Button>
      </form>
    </AuthCard>
  );
}
