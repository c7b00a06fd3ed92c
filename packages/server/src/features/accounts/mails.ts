import type { Mail } from '../../mail/mailer.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A mail of a few sentences around one link, as text and as HTML. */
export function linkMail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
  outro: string,
): Mail {
  return {
    to,
    subject,
    text: `${intro}\n\n${action}:\n${link}\n\n${outro}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(link)}</p><p>${escapeHtml(outro)}</p>`,
  };
}

export function verificationMail(to: string, blogName: string, publicUrl: string, token: string): Mail {
  return linkMail(
    to,
    'Verify your email address for Rookery',
    `Welcome to Rookery, ${blogName}! Confirm that this is your email address.`,
    'Verify your email address',
    `${publicUrl}/verify?token=${token}`,
    'If you did not sign up, ignore this message.',
  );
}

export function passwordResetMail(to: string, publicUrl: string, token: string): Mail {
  return linkMail(
    to,
    'Reset your Rookery password',
    'Someone asked to reset the password of the Rookery account with this address.',
    'Choose a new password',
    `${publicUrl}/reset-password?token=${token}`,
    'The link works once, for one hour. If it was not you, ignore this message: your password stays as it is.',
  );
}
