import type { WindowParticipant } from './open-conversation';

/**
 * A conversation window as it is kept and persisted (spec document 3 §3 "Persisted window record"):
 * only the conversation id, the user's blog taking part, the other blogs' looks and when it was last
 * opened. A new conversation has no id until its first message is sent.
 */
export interface WindowRecord {
  id: string | null;
  participantUuid: string;
  participants: WindowParticipant[];
  lastOpenedDateTs: number;
}

/**
 * A window's identity: the user's blog and the other blogs. Two blogs share one conversation, so this
 * stays the same when a new conversation gets its id.
 */
export function windowKey(record: Pick<WindowRecord, 'participantUuid' | 'participants'>): string {
  const others = record.participants.map((p) => p.uuid).sort();
  return `${record.participantUuid}:${others.join(',')}`;
}

/** Only the persisted fields of a participant, whatever richer object was given. */
export function windowParticipant(p: WindowParticipant): WindowParticipant {
  return { uuid: p.uuid, url: p.url, name: p.name, avatar_url: p.avatar_url, theme: p.theme };
}

const isString = (v: unknown): v is string => typeof v === 'string';

function readParticipant(value: unknown): WindowParticipant | null {
  if (!value || typeof value !== 'object') return null;
  const p = value as Record<string, unknown>;
  if (!isString(p.uuid) || !isString(p.name) || !isString(p.url) || !isString(p.avatar_url)) return null;
  if (!p.theme || typeof p.theme !== 'object') return null;
  return windowParticipant(p as unknown as WindowParticipant);
}

/** A record read back from storage, or null when it is not one (an older shape, a hand edit). */
export function readWindowRecord(value: unknown): WindowRecord | null {
  if (!value || typeof value !== 'object') return null;
  const r = value as Record<string, unknown>;
  if (!(r.id === null || isString(r.id)) || !isString(r.participantUuid)) return null;
  if (!Array.isArray(r.participants) || r.participants.length === 0) return null;
  const participants = r.participants.map(readParticipant);
  if (participants.some((p) => p === null)) return null;
  const lastOpenedDateTs = typeof r.lastOpenedDateTs === 'number' ? r.lastOpenedDateTs : 0;
  return {
    id: r.id,
    participantUuid: r.participantUuid,
    participants: participants as WindowParticipant[],
    lastOpenedDateTs,
  };
}
