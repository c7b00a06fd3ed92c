import { registerSchema } from '@rookery/core';
import { Link, useLocation } from 'react-router';
import { Button } from '../../ui/button/button';
import { Form } from '../../ui/forms/form';
import { FormError } from '../../ui/forms/form-error';
import { useForm } from '../../ui/forms/use-form';
import { PageCard } from '../../ui/layout/page-card';
import { BlogNameField } from '../blogs/blog-name-field';
import { EmailField, PasswordField } from './credential-fields';
import { useRegister } from './use-register';

/** Sign up: an account and its first blog at once; the guest guard then moves on to the dashboard. */
export function RegisterPage() {
  // Where the person was headed (state.from): kept when they switch between log in and sign up.
  const location = useLocation();
  const register = useRegister();
  const form = useForm(
    registerSchema,
    { email: '', password: '', blog_name: '' },
    { submission: register, live: ['blog_name'] },
  );

  return (
    <PageCard
      wordmark
      title="Sign up"
      intro={<p>Make an account and your first blog. You can add more blogs later.</p>}
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/login" state={location.state}>
            Log in
          </Link>
        </p>
      }
    >
      <Form onSubmit={form.handleSubmit((input) => register.mutate(input))}>
        <EmailField {...form.field('email')} />
        <PasswordField label="Password" isNew {...form.field('password')} />
        <BlogNameField autoComplete="off" {...form.field('blog_name')} />
        <FormError message={form.formError} />
        <Button type="submit" block disabled={register.isPending}>
          {register.isPending ? 'Signing up…' : 'Sign up'}
        </Button>
      </Form>
    </PageCard>
  );
}
