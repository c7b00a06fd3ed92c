import { registerApiAppSchema } from '@rookery/core';
import { Button } from '../../ui/button/button';
import { Form, FormActions } from '../../ui/forms/form';
import { FormError } from '../../ui/forms/form-error';
import { useForm } from '../../ui/forms/use-form';
import { TextArea } from '../../ui/text-field/text-area';
import { TextField } from '../../ui/text-field/text-field';
import { showToast } from '../../ui/toast/toast-store';
import { useRegisterApp } from './use-api-apps';

const EMPTY = { name: '', website: '', description: '', callback_url: '' };

/** Registers an application: what people approving it will see, and where approvals go back to. */
export function RegisterAppForm({ onDone }: { onDone: () => void }) {
  const register = useRegisterApp();
  const form = useForm(registerApiAppSchema, EMPTY, { submission: register });
  return (
    <Form
      aria-label="Register an application"
      onSubmit={form.handleSubmit((input) =>
        register.mutate(input, {
          onSuccess: ({ app }) => {
            form.reset();
            showToast(`${app.name} is registered. Its OAuth consumer key and secret are below.`);
            onDone();
          },
        }),
      )}
    >
      <TextField label="Application name" autoComplete="off" {...form.field('name')} />
      <TextField
        label="Website"
        type="url"
        placeholder="https://example.com"
        hint="Optional. People see it when they are asked to allow access."
        {...form.field('website')}
      />
      <TextArea label="Description" rows={3} hint="Optional." {...form.field('description')} />
      <TextField
        label="Callback URL"
        type="url"
        placeholder="https://example.com/oauth/callback"
        hint="Where people return after allowing access (OAuth 1.0a and OAuth 2)."
        {...form.field('callback_url')}
      />
      <FormError message={form.formError} />
      <FormActions>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={register.isPending}>
          Register
        </Button>
      </FormActions>
    </Form>
  );
}
