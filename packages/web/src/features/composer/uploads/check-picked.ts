import { checkUpload, type UploadKind, uploadLimitExceeded } from '@rookery/core';
import { logEvent } from '../../logging/client-logger';

/**
 * Core's upload check for a file the person picked, and a log event when it is over its limit
 * (spec document 2 §5: "a file larger than the configured maximum gives 'The file is too big.' …
 * and a log event"): the operator sees how often the limits turn people away.
 */
export function checkPickedUpload(file: File, kind?: UploadKind): string | null {
  const limit = uploadLimitExceeded(file, kind);
  if (limit !== null) logEvent('upload_too_big', { kind: kind ?? null, size: file.size, limit });
  return checkUpload(file, kind);
}
