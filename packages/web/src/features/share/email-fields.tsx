import { SHARE_EMAIL_MAX, SHARE_MESSAGE_MAX } from '@rookery/core';
import { useState } from 'react';
import { Switch } from '../../ui/switch/switch';
import { TextArea } from '../../ui/text-field/text-area';
import { TextField } from '../../ui/text-field/text-field';
import { rememberedReplyTo } from './reply-to-setting';

/** What an e-mail share form holds: the address, the sender's message and 'allow reply'. */
export function useEmailFields() {
  const [address, setAddress] = useState('');
  const [message, setMessage] = useState('');
  const [replyTo, setReplyTo] = useState(rememberedReplyTo);
  return { address, setAddress, message, setMessage, replyTo, setReplyTo };
}

interface EmailFieldsProps {
  fields: ReturnType<typeof useEmailFields>;
  /** The message counter's start (the post popover's 140), or none. */
  counterFrom?: number;
  /** 'Allow reply' only for a signed-in sharer (spec §5 has_user). */
  allowReply: boolean;
  counterClassName?: string;
}

/** The fields of both e-mail share forms (the post popover's and the blog card's), capped as spec §5 says. */
export function EmailFields({ fields, counterFrom, allowReply, counterClassName }: EmailFieldsProps) {
  return (
    <>
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        maxLength={SHARE_EMAIL_MAX}
        value={fields.address}
        onChange={(event) => fields.setAddress(event.target.value)}
        autoFocus
      />
      <TextArea
        label="Message (optional)"
        maxLength={SHARE_MESSAGE_MAX}
        rows={3}
        value={fields.message}
        onChange={(event) => fields.setMessage(event.target.value)}
      />
      {counterFrom !== undefined && (
        <p className={counterClassName} aria-live="polite">
          {counterFrom - fields.message.length}
        </p>
      )}
      {allowReply && (
        <Switch
          label="Allow the recipient to reply to my email"
          checked={fields.replyTo}
          onChange={fields.setReplyTo}
        />
      )}
    </>
  );
}
