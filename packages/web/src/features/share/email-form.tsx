import {
  LOOSE_EMAIL_PATTERN,
  SHARE_EMAIL_MAX,
  SHARE_MESSAGE_COUNTER,
  SHARE_MESSAGE_MAX,
  type SharePopoverData,
} from '@rookery/core';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button/button';
import { Switch } from '../../ui/switch/switch';
import { TextArea } from '../../ui/text-field/text-area';
import { TextField } from '../../ui/text-field/text-field';
import { FormStatus } from './form-status';
import { rememberedReplyTo } from './reply-to-setting';
import { useEmailShare } from './share-api';
import styles from './share-popover.module.css';
import { submitOnModifiedEnter } from './submit-keys';

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
  const [address, setAddress] = useState('');
  const [message, setMessage] = useState('');
  const [replyTo, setReplyTo] = useState(rememberedReplyTo);
  const share = useEmailShare();
  const valid = LOOSE_EMAIL_PATTERN.test(address.trim());
  const sending = share.isPending;

  const submit = () => {
    if (!valid || sending || share.isSuccess) return;
    share.mutate(
      {
        post_id: data.post_id,
        tumblelog_name: data.tumblelog_name,
        email_address: address.trim(),
        message,
        allow_reply_to: data.has_user && replyTo,
      },
      { onSuccess: onSent },
    );
  };
  // Spec §4: Cancel with an address typed clears it (and so disables Send); otherwise it goes back.
  const cancel = () => {
    if (!address) return onBack();
    setAddress('');
    share.reset();
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
      onKeyDown={submitOnModifiedEnter(submit)}
    >
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        maxLength={SHARE_EMAIL_MAX}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        autoFocus
      />
      <TextArea
        label="Message (optional)"
        maxLength={SHARE_MESSAGE_MAX}
        rows={3}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <p className={styles.counter} aria-live="polite">
        {SHARE_MESSAGE_COUNTER - message.length}
      </p>
      {data.has_user && (
        <Switch label="Allow the recipient to reply to my email" checked={replyTo} onChange={setReplyTo} />
      )}
      <FormStatus sent={share.isSuccess} error={share.error} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={cancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!valid || sending}>
          {sending ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
