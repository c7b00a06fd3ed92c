import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';

/** Why a run of ffmpeg ended badly: it refused or failed on the input, or ran out of time. */
export class FfmpegError extends Error {
  override readonly name = 'FfmpegError';

  constructor(
    readonly reason: 'failed' | 'timeout',
    /** The end of what ffmpeg wrote to stderr, for the log (never shown to users). */
    readonly stderr: string,
  ) {
    super(
      reason === 'timeout' ? 'ffmpeg ran out of time' : `ffmpeg failed: ${stderr.trim().split('\n').at(-1)}`,
    );
  }
}

let packaged: string | undefined;

/**
 * The ffmpeg to run: FFMPEG_PATH when set (a distribution's ffmpeg, patched as it goes), else the
 * one `npm install` brought (@ffmpeg-installer's static build for this platform). Read on first
 * use, so a server that never converts a video never needs one.
 */
export function ffmpegBinary(configured: string | undefined): string {
  if (configured) return configured;
  if (!packaged) {
    try {
      packaged = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    } catch (error) {
      // The package throws a bare string on a platform it has no build for.
      throw new Error(`No packaged ffmpeg for this platform (${String(error)}); set FFMPEG_PATH.`);
    }
  }
  return packaged;
}

export interface FfmpegRun {
  binary: string;
  /** Everything after the options every run gets (inputs, filters, outputs). */
  args: string[];
  /** Killed (SIGKILL) past this. */
  timeoutMs: number;
  /** Seconds of output written so far, from `-progress` (about twice a second). */
  onProgress?: (seconds: number) => void;
}

/** Enough of stderr to say what went wrong, without holding a chatty run's whole output. */
const STDERR_KEEP = 4096;

/**
 * Runs ffmpeg as a child process: its work never takes the event loop's time, and it runs at a
 * lower priority (nice 10) than the server, so requests stay quick while a video converts. Every
 * run reads no standard input, logs only errors, and reports progress as key=value lines on
 * stdout. The caller bounds the threads and opens inputs with the file protocol only.
 */
export function runFfmpeg({ binary, args, timeoutMs, onProgress }: FfmpegRun): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      binary,
      ['-nostdin', '-hide_banner', '-loglevel', 'error', '-progress', 'pipe:1', ...args],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        // Nothing of the server's environment (secrets, DATABASE_URL) reaches the converter.
        env: {},
      },
    );
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // Not allowed here (some containers): it runs at normal priority.
      }
    }
    let stderr = '';
    let timedOut = false;
    let pending = '';
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEEP);
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const seconds = progressSeconds(line);
        if (seconds !== null) onProgress?.(seconds);
      }
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) reject(new FfmpegError('timeout', stderr));
      else if (code === 0) resolve();
      else reject(new FfmpegError('failed', stderr));
    });
  });
}

/**
 * Seconds written, from one `-progress` line: `out_time_us` (ffmpeg 4.1 on) or `out_time_ms`,
 * which despite its name is in microseconds too. Null for any other line or an unknown time.
 */
export function progressSeconds(line: string): number | null {
  const match = /^out_time_(?:us|ms)=(\d+)\s*$/.exec(line);
  return match ? Number(match[1]) / 1_000_000 : null;
}
