import { ACCOUNT_DELETION_GRACE_DAYS, type CurrentUser, deleteAccountSchema } from '@rookery/core';
import { Button } from '../../ui/button/button';
import { Form, FormActions } from '../../ui/forms/form';
import { FormError } from '../../ui/forms/form-error';
import { useForm } from '../../ui/forms/use-form';
import { Card } from '../../ui/layout/card';
import { PasswordField } from '../accounts/credential-fields';
import styles from './delete-section.module.css';
import { LeavingNotice } from './leaving-notice';
import { useDeleteAccount } from './use-account-deletion';

/**
 * Account settings → Delete account: the password asks for it, then the account waits
 * ACCOUNT_DELETION_GRACE_DAYS, hidden from everyone else, until it goes or is kept (LeavingNotice).
 */
export function DeleteSection({ user }: { user: CurrentUser }) {
  const remove = useDeleteAccount();
  const form = useForm(deleteAccountSchema, { password: '' }, { submission: remove });
  return (
    <Card id="delete" title="Delete account">
      {user.deletion_scheduled_for ? (
        <LeavingNotice deletionAt={user.deletion_scheduled_for} />
      ) : (
        <>
          <div className={styles.explain}>
            <p>
              Deleting your account removes every one of your blogs with its posts and media, your likes,
              follows, blocks and asks, and your side of your conversations (the people you talked to keep
              theirs). Request an export first if you want to keep a copy.
            </p>
            <p>
              You have {ACCOUNT_DELETION_GRACE_DAYS} days to change your mind. Until then your blogs are
              hidden from everyone, your other browsers are logged out, and logging in lets you keep your
              account.
            </p>
          </div>
          <Form
            onSubmit={form.handleSubmit((input) => remove.mutate(input, { onSuccess: () => form.reset() }))}
          >
            <PasswordField label="Your password" {...form.field('password')} />
            <FormError message={form.formError} />
            <FormActions>
              <Button type="submit" variant="danger" disabled={remove.isPending}>
                Delete my account
              </Button>
            </FormActions>
          </Form>
        </>
      )}
    </Card>
  );
}
