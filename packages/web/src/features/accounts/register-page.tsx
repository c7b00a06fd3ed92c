import { registerSchema } from '@rookery/core';
import { Link } from 'react-router';
import { Button } from '../../ui/button/button';
import { FormError } from '../../ui/forms/form-error';
import { serverFieldErrors } from '../../ui/forms/server-field-errors';
import { useForm } from '../../ui/forms/use-form';
import { TextField } from '../../ui/text-field/text-field';
import { AuthCard } from './auth-card';
import styles from './auth-form.module.css';
import { useRegister } from './use-register';

const FIELDS = ['email', 'password', 'blog_name'];

/** Sign up: an account and its first blog at once; the guest guard then moves on to the dashboard. */
export function RegisterPage() {
  const register = useRegister();
  const form = useForm(
    registerSchema,
    { email: '', password: '', blog_name: '' },
    { live: ['blog_name'], onEdit: () => register.reset() },
  );
  const server = serverFieldErrors(register.error);

  return (
    <AuthCard
      title="Sign up"
      intro={<p>Make an account and your first blog. You can add more blogs later.</p>}
      footer={
        <p>
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      }
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit((input) => register.mutate(input))}
      >
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
          autoComplete="new-password"
          required
          hint="At least 8 characters."
          {...form.field('password', server.password)}
        />
        <TextField
          label="Blog name"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          hint="Lowercase letters, digits and hyphens. This is your blog's address."
          {...form.field('blog_name', server.blog_name)}
        />
        <FormError error={register.error} fields={FIELDS} />
        <Button type="submit" block disabled={register.isPending}>
          {register.isPending ? 'Signing up…' : 'Sign up'}
        </Button>
      </form>
    </AuthCard>
  );
}
