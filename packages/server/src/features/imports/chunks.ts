import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A post of the file being imported: its id there, and what its source needs to map it. */
export interface SourceItem {
  sourceId: string;
  data: unknown;
}

/** Posts a job's run works through: the size of a chunk file. */
export const CHUNK_SIZE = 25;

const chunkPath = (workDir: string, index: number) => join(workDir, `chunk-${index}.json`);

/**
 * The file's posts written out in chunks of CHUNK_SIZE as the job first reads the file through,
 * so each later run reads one small file for the posts it works on, whatever the file's size.
 */
export class ChunkWriter {
  private pending: SourceItem[] = [];
  private written = 0;
  count = 0;

  constructor(private readonly workDir: string) {}

  async add(item: SourceItem): Promise<void> {
    this.pending.push(item);
    this.count++;
    if (this.pending.length === CHUNK_SIZE) await this.flush();
  }

  /** Writes what is left; answers how many posts there are. */
  async finish(): Promise<number> {
    if (this.pending.length > 0) await this.flush();
    return this.count;
  }

  private async flush(): Promise<void> {
    if (this.written === 0) await mkdir(this.workDir, { recursive: true });
    await writeFile(chunkPath(this.workDir, this.written++), JSON.stringify(this.pending));
    this.pending = [];
  }
}

/** The posts from number `from` (0-based) to the end of their chunk. */
export async function readChunkFrom(workDir: string, from: number): Promise<SourceItem[]> {
  const items = JSON.parse(
    await readFile(chunkPath(workDir, Math.floor(from / CHUNK_SIZE)), 'utf8'),
  ) as SourceItem[];
  return items.slice(from % CHUNK_SIZE);
}
