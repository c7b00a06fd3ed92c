import { accountDeletionTexts } from '@rookery/core';
import type { Mail } from '../../mail/mailer.js';
import { linkMail } from '../accounts/mails.js';

/** Told by mail too: someone else with the password would otherwise delete the account unseen. */
export function deletionScheduledMail(to: string, publicUrl: string, deleteAfter: Date): Mail {
  return linkMail(
    to,
    accountDeletionTexts.mailSubject,
    `Your Rookery account and all its blogs will be deleted on ${deleteAfter.toUTCString()}. Until then only you can see them.`,
    `Changed your mind? Log in and choose "${accountDeletionTexts.keep}"`,
    `${publicUrl}/settings/account#delete`,
    'If you did not ask for this, log in now, keep your account and change your password.',
  );
}
