import type { Message } from '@rookery/core';

/** Message ts values are 64-bit ids as strings: compare by length first, then as text. */
export function compareTs(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** Both lists together, oldest first, each message once (a page and a push may bring the same one). */
export function mergeMessages(existing: readonly Message[], incoming: readonly Message[]): Message[] {
  if (incoming.length === 0) return existing as Message[];
  const byTs = new Map<string, Message>();
  for (const m of existing) byTs.set(m.ts, m);
  for (const m of incoming) byTs.set(m.ts, m);
  return [...byTs.values()].sort((a, b) => compareTs(a.ts, b.ts));
}
