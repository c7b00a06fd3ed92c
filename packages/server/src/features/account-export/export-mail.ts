import { accountExportTexts, EXPORT_KEEP_DAYS } from '@rookery/core';
import type { Mail } from '../../mail/mailer.js';
import { linkMail } from '../accounts/mails.js';

/**
 * Where the mail sends the person: their account settings, which list the export with its download
 * (signed in as the owner; a signed-out browser logs in first and comes back).
 */
export const exportPageLink = (publicUrl: string, token: string) =>
  `${publicUrl}/settings/account?export=${token}#export`;

export function exportReadyMail(to: string, publicUrl: string, token: string, expiresAt: Date): Mail {
  return linkMail(
    to,
    accountExportTexts.mailSubject,
    'The zip of everything your Rookery account holds is ready: every blog with its posts and media, your likes, follows, blocks, asks and messages.',
    'Download your export',
    exportPageLink(publicUrl, token),
    `It is kept for ${EXPORT_KEEP_DAYS} days, until ${expiresAt.toUTCString()}, and only you can download it, signed in. If you did not ask for it, change your password.`,
  );
}
