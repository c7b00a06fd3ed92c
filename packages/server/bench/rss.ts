import { readFileSync, writeFileSync } from 'node:fs';

/** A field of /proc/<pid>/status in bytes (Linux reports kB). */
function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  if (!line) throw new Error(`No ${field} for process ${pid}`);
  return Number(/(\d+)/.exec(line)?.[1]) * 1024;
}

/** Resident memory of a process now. */
export const rssOf = (pid: number) => statusBytes(pid, 'VmRSS');

/**
 * The kernel's own high-water mark of a process's resident memory, since `resetPeak` (writing 5 to
 * clear_refs) or its start: it catches a peak between two samples.
 */
export const peakOf = (pid: number) => statusBytes(pid, 'VmHWM');

/** False when the kernel does not let us reset the mark; the samples' maximum is all there is then. */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; answers the largest and the samples. */
export function sampleRss(pid: number, everyMs: number): { stop(): { max: number; samples: number[] } } {
  const samples: number[] = [rssOf(pid)];
  const timer = setInterval(() => samples.push(rssOf(pid)), everyMs);
  return {
    stop() {
      clearInterval(timer);
      samples.push(rssOf(pid));
      return { max: Math.max(...samples), samples };
    },
  };
}
