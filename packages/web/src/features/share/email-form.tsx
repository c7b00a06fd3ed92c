import { LOOSE_EMAIL_PATTERN, SHARE_MESSAGE_COUNTER, type SharePopoverData } from '@rookery/core';
import { Button } from '../../ui/button/button';
import { EmailFields, useEmailFields } from './email-fields';
import { FormStatus } from './form-status';
import { useEmailShare } from './share-api';
import { ShareForm } from './share-form';
import styles from './share-popover.module.css';

interface EmailFormProps {
  data: SharePopoverData;
  /** Back to the options list (Cancel with nothing typed). */
  onBack: () => void;
  /** The mail went: the popover shows 'Sent!' and fades. */
  onSent: () => void;
}

/**
 * The e-mail form of the post share popover (spec document 2 §4, §5): an address checked with the
 * loose pattern (capped at 100), an optional message of up to 255 whose counter starts at 140, and
 * 'allow reply' for a signed-in sharer. Send is off while the address is invalid or while sending.
 */
export function EmailForm({ data, onBack, onSent }: EmailFormProps) {
  const fields = useEmailFields();
  const share = useEmailShare();
  const valid = LOOSE_EMAIL_PATTERN.test(fields.address.trim());
  const sending = share.isPending;

  const submit = () => {
    if (!valid || sending || share.isSuccess) return;
    share.mutate(
      {
        post_id: data.post_id,
        tumblelog_name: data.tumblelog_name,
        email_address: fields.address.trim(),
        message: fields.message,
        allow_reply_to: data.has_user && fields.replyTo,
      },
      { onSuccess: onSent },
    );
  };
  // Spec §4: Cancel with an address typed clears it (and so disables Send); otherwise it goes back.
  const cancel = () => {
    if (!fields.address) return onBack();
    fields.setAddress('');
    share.reset();
  };

  return (
    <ShareForm className={styles.form} onSubmit={submit}>
      <EmailFields
        fields={fields}
        counterFrom={SHARE_MESSAGE_COUNTER}
        allowReply={data.has_user}
        counterClassName={styles.counter}
      />
      <FormStatus sent={share.isSuccess} error={share.error} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={cancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!valid || sending}>
          {sending ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </ShareForm>
  );
}
