import { readdirSync, readFileSync } from 'node:fs';

/**
 * Where the CPU went during a run, read from /proc (Linux; elsewhere everything is unknown): the
 * benchmark's own process trees by group (server, database, the load generator), and what other
 * processes used. A browser test or a build running meanwhile skews latency and throughput, so each
 * run records others' share; the CPU time per request of the server and of PostgreSQL does not
 * depend on them, and says what the calls cost.
 */
export type Groups = Record<string, number[]>;

export interface CpuSnapshot {
  /** Busy and total clock ticks of the whole machine. */
  busy: number;
  total: number;
  /** Ticks used so far by each process of each group's trees, by pid. */
  groups: Record<string, Map<number, number>>;
  /** CPU microseconds of this process (the load generator) alone. */
  self: number;
}

/** Clock ticks a second (USER_HZ); Linux reports /proc times in these. */
const TICKS_PER_SECOND = 100;

function machineTicks(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already inside user).
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

function processTicks(): Map<number, { ppid: number; ticks: number }> {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields start after the last ')'.
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), { ppid: Number(rest[1]), ticks: Number(rest[11]) + Number(rest[12]) });
    } catch {
      // gone meanwhile
    }
  }
  return stats;
}

/** utime + stime of each process whose ancestry includes one of `roots` (the roots included). */
function treeTicks(stats: ReturnType<typeof processTicks>, roots: number[]): Map<number, number> {
  const rootSet = new Set(roots);
  const ticks = new Map<number, number>();
  for (const [pid, stat] of stats) {
    for (let p = pid, hops = 0; p > 1 && hops < 64; hops++) {
      if (rootSet.has(p)) {
        ticks.set(pid, stat.ticks);
        break;
      }
      p = stats.get(p)?.ppid ?? 0;
    }
  }
  return ticks;
}

/**
 * Ticks a group used between two snapshots, process by process: a process that ended meanwhile (a
 * pooled connection closing its backend) must not take the time it used before with it.
 */
function ticksBetween(a: Map<number, number>, b: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, now] of b) ticks += Math.max(0, now - (a.get(pid) ?? 0));
  return ticks;
}

export function cpuSnapshot(groups: Groups): CpuSnapshot | null {
  try {
    const stats = processTicks();
    const { user, system } = process.cpuUsage();
    return {
      ...machineTicks(),
      self: user + system,
      groups: Object.fromEntries(
        Object.entries(groups).map(([name, roots]) => [name, treeTicks(stats, roots)]),
      ),
    };
  } catch {
    return null;
  }
}

export interface CpuUse {
  /** Share of the machine's CPU time (0–1) others used. */
  others: number;
  /** CPU milliseconds each group used, and `client`: this process (autocannon). */
  ms: Record<string, number>;
}

export function cpuUse(a: CpuSnapshot | null, b: CpuSnapshot | null): CpuUse | null {
  if (!a || !b || b.total <= a.total) return null;
  const ms: Record<string, number> = {};
  for (const name of Object.keys(a.groups))
    ms[name] = (ticksBetween(a.groups[name]!, b.groups[name] ?? new Map()) * 1000) / TICKS_PER_SECOND;
  ms.client = (b.self - a.self) / 1000;
  const ours = (Object.values(ms).reduce((sum, v) => sum + v, 0) * TICKS_PER_SECOND) / 1000;
  return { others: Math.max(0, (b.busy - a.busy - ours) / (b.total - a.total)), ms };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Others' share of the CPU over `ms` while the benchmark sits idle (null: unknown). */
export async function idleCheck(groups: Groups, ms = 3000): Promise<number | null> {
  const a = cpuSnapshot(groups);
  await sleep(ms);
  return cpuUse(a, cpuSnapshot(groups))?.others ?? null;
}

/** Waits (up to `minutes`) until others use less than `limit` of the CPU; answers the last share seen. */
export async function waitForQuiet(
  groups: Groups,
  minutes: number,
  log: (line: string) => void,
  limit = 0.15,
): Promise<number | null> {
  const deadline = Date.now() + minutes * 60_000;
  let share = await idleCheck(groups);
  while (share !== null && share >= limit && Date.now() < deadline) {
    log(`  others use ${(share * 100).toFixed(0)} % of the CPU; waiting for a quieter moment ...`);
    await sleep(10_000);
    share = await idleCheck(groups, 5000);
  }
  return share;
}
