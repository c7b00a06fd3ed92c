import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * An import's files in DATA_DIR/imports: the file as sent (`{id}.upload`) and a working folder
 * (`{id}/`) where the job lists the file's posts in chunks. Both go once the import is over; only
 * the posts, their media and the report stay.
 */
export const importsDir = (dataDir: string) => join(dataDir, 'imports');
export const importUploadPath = (dataDir: string, id: string) => join(importsDir(dataDir), `${id}.upload`);
export const importWorkDir = (dataDir: string, id: string) => join(importsDir(dataDir), id);

/** Where a file being received waits before it is an import (out of the imports folder). */
export const importTempDir = (dataDir: string) => join(dataDir, 'tmp', 'imports');

/** The received file becomes the import's, by a rename on the same disk. */
export async function keepImportUpload(dataDir: string, id: string, tempPath: string): Promise<void> {
  await mkdir(importsDir(dataDir), { recursive: true });
  await rename(tempPath, importUploadPath(dataDir, id));
}

export async function removeImportFiles(dataDir: string, id: string): Promise<void> {
  await rm(importUploadPath(dataDir, id), { force: true });
  await rm(importWorkDir(dataDir, id), { recursive: true, force: true });
}
