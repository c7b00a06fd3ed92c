import { deleteAccountSchema, exportTokenSchema } from '@rookery/core';
import { z } from 'zod';
import type { FeatureCalls } from '../openapi/call-description.js';

const exports =
  "The account's exports, newest first: `{ exports: [{ token, status, requested_at, ready_at, expires_at, bytes, download_url }] }`.";
const scheduled = 'The deletion as it stands: `{ deletion_scheduled_for, message, user }`.';

/** Issue 21: the full export of an account, and leaving (account-export/, account-deletion/). */
export const accountExportCalls: FeatureCalls = {
  tag: 'export',
  about: 'Everything the account owns as one zip (docs/export-format.md), and deleting the account.',
  calls: [
    {
      method: 'GET',
      path: '/svc/account/export',
      summary: "The account's exports and their state",
      access: 'member',
      returns: exports,
    },
    {
      method: 'POST',
      path: '/svc/account/export',
      summary: 'Ask for a new export: a job builds the zip and mails a link',
      description: 'One at a time (409 while one is pending); 3 a day. The file is kept 7 days.',
      access: 'member',
      returns: exports,
    },
    {
      method: 'GET',
      path: '/svc/account/export/:token',
      summary: 'Download a ready export',
      description: '409 while it is being made; 410 once expired or failed; 404 for anyone else.',
      access: 'member',
      params: z.object({ token: exportTokenSchema }),
      answers: {
        'application/zip': 'The export: manifest.json, blogs/…, messages/… (docs/export-format.md).',
      },
    },
    {
      method: 'POST',
      path: '/svc/account/delete',
      summary: 'Delete the account, after a grace period of 7 days',
      description:
        'The password confirms it. The blogs are hidden at once and every other session ends; signing in and keeping the account undoes it.',
      access: 'member',
      body: deleteAccountSchema,
      returns: scheduled,
    },
    {
      method: 'POST',
      path: '/svc/account/delete/cancel',
      summary: 'Keep the account: the scheduled deletion is called off',
      access: 'member',
      returns: scheduled,
    },
  ],
};
