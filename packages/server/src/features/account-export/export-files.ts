import { join } from 'node:path';

/**
 * Where an export's zip lives: DATA_DIR/exports/, outside the media folder the server serves to
 * anyone, named by its row and token. A bucket would hold them privately at scale, as it holds media.
 */
export const exportsDir = (dataDir: string) => join(dataDir, 'exports');

export const exportFilePath = (dataDir: string, row: { id: string; token: string }) =>
  join(exportsDir(dataDir), `${row.id}-${row.token}.zip`);
