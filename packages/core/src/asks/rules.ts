import { askMessages } from './messages.js';

/** Spec document 2 §9: a question is at most this long; the form throttles its input this much. */
export const ASK_QUESTION_MAX_LENGTH = 500;
export const ASK_INPUT_THROTTLE_MS = 100;
/** Spec document 2 §5: the remaining-characters counter shows at this many or fewer… */
export const ASK_COUNTER_SHOWS_AT = 100;
/** …in the warning style at this many or fewer, and in the danger style at ASK_COUNTER_DANGER or fewer. */
export const ASK_COUNTER_WARNING = 40;
export const ASK_COUNTER_DANGER = 20;

/**
 * Ours (the spec only says asks are limited): an account may send this many asks an hour, from all
 * its blogs together, so switching blogs does not reset it. Enough for a conversation, too few to
 * flood an inbox.
 */
export const ASKS_PER_HOUR = 20;
export const ASK_RATE_WINDOW_MS = 60 * 60 * 1000;

/** What the recipient and the answer post show for an anonymous asker. */
export const ANONYMOUS_ASKER_NAME = 'Anonymous';

/**
 * Top-level domains that make "word.tld" a link (spec document 2 §5 "a word followed by a known
 * top-level domain suffix"). Suffixes that are also everyday words ("is", "in", "it", "me", "so",
 * "to", "at", "be", "no", "us"…) are left out: "I was tired.So I slept" is not a link.
 */
export const LINK_TLDS: readonly string[] = [
  'com',
  'net',
  'org',
  'edu',
  'gov',
  'mil',
  'info',
  'biz',
  'io',
  'co',
  'ly',
  'tv',
  'fm',
  'gg',
  'cc',
  'ws',
  'xyz',
  'app',
  'dev',
  'site',
  'online',
  'club',
  'shop',
  'blog',
  'link',
  'uk',
  'ca',
  'de',
  'fr',
  'jp',
  'ru',
  'cn',
  'au',
  'nl',
  'es',
  'br',
  'pl',
  'ch',
  'se',
  'eu',
  'tk',
  'gl',
  'nz',
  'za',
  'ie',
  'kr',
  'mx',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const WORD_DOT_TLD = new RegExp(`[\\p{L}\\p{N}_-]\\.(?:${LINK_TLDS.join('|')})(?![\\p{L}\\p{N}_])`, 'iu');

/**
 * Whether a question holds a link (spec document 2 §5): http:// (or https://), the site's own host,
 * www., or a word followed by a known top-level domain. `hosts` are the site's hosts
 * (e.g. "rookery.example"), which count even with a top-level domain not in the list.
 */
export function questionHasLink(question: string, hosts: readonly string[] = []): boolean {
  const lower = question.toLowerCase();
  if (lower.includes('http://') || lower.includes('https://') || lower.includes('www.')) return true;
  if (hosts.some((host) => host && new RegExp(escapeRegExp(host.toLowerCase())).test(lower))) return true;
  return WORD_DOT_TLD.test(question);
}

/** Spec document 2 §5: newlines are removed; each run becomes one space, so words stay apart. */
export function stripNewlines(raw: string): string {
  return raw.replace(/[\r\n\u2028\u2029]+/g, ' ');
}

/** The question as sent: newlines removed, then trimmed. */
export function cleanQuestion(raw: string): string {
  return stripNewlines(raw).trim();
}

/** The first thing wrong with a question (already cleaned), with the spec's message; null when it may be sent. */
export function askQuestionProblem(question: string, hosts: readonly string[] = []): string | null {
  if (question.length === 0) return askMessages.askQuestionEmpty;
  if (question.length > ASK_QUESTION_MAX_LENGTH) return askMessages.askQuestionTooLong;
  if (questionHasLink(question, hosts)) return askMessages.askNoLinks;
  return null;
}

/** The submit button's rule (spec document 2 §4): 1 to 500 characters once trimmed. */
export function askQuestionSendable(raw: string): boolean {
  const length = cleanQuestion(raw).length;
  return length >= 1 && length <= ASK_QUESTION_MAX_LENGTH;
}

export type AskCounterLevel = 'ok' | 'warning' | 'danger';

/**
 * The remaining-characters counter (spec document 2 §5): hidden above 100 left; ok above 40,
 * warning from 21 to 40, danger at 20 or fewer (negative included).
 */
export function askCounter(question: string): { remaining: number; level: AskCounterLevel } | null {
  const remaining = ASK_QUESTION_MAX_LENGTH - question.length;
  if (remaining > ASK_COUNTER_SHOWS_AT) return null;
  const level =
    remaining <= ASK_COUNTER_DANGER ? 'danger' : remaining <= ASK_COUNTER_WARNING ? 'warning' : 'ok';
  return { remaining, level };
}
