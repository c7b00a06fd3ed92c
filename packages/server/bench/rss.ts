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

/** The median, or undefined for no values. */
const median = (values: number[]) => {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Growth of RSS samples (one a second) from the end of the warm-up to the end of the run, each
 * side the median of `window` samples: one sample can fall in the trough of a major collection
 * (the soak once read 255 MB at 60 s between 298s either side), and a leak still shows as a
 * climb of the whole window.
 */
export function rssGrowth(samples: number[], warmUpIndex: number, window = 30) {
  // At least one sample is left after the warm-up, however short the run.
  const warmEnd = Math.max(0, Math.min(samples.length - 2, warmUpIndex));
  const after = median(samples.slice(Math.max(0, warmEnd + 1 - window), warmEnd + 1)) ?? Number.NaN;
  const end = median(samples.slice(Math.max(warmEnd + 1, samples.length - window))) ?? after;
  return { after, end, growth: (end - after) / after };
}
