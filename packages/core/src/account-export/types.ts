import type { CurrentUser } from '../bootstrap.js';
import type { ExportStatus } from './constants.js';

/** One export as its account's settings page lists it. */
export interface AccountExport {
  /** Unguessable; the download is /svc/account/export/{token}, for the account's owner only. */
  token: string;
  status: ExportStatus;
  requested_at: string;
  /** When the file was made; null while pending (or when it failed). */
  ready_at: string | null;
  /** When a ready file is deleted (or was); null while pending. */
  expires_at: string | null;
  /** The zip's size in bytes once made. */
  bytes: number | null;
  /** Where to download it while it is ready; null otherwise. */
  download_url: string | null;
}

/** GET and POST /svc/account/export: the account's exports, newest first. */
export interface AccountExportsResponse {
  exports: AccountExport[];
}

/** POST /svc/account/delete and /svc/account/delete/cancel. */
export interface AccountDeletionResponse {
  /** When everything goes; null once the account was kept. */
  deletion_scheduled_for: string | null;
  message: string;
  user: CurrentUser | null;
}
