/** A line of a chat post: its words, and the speaker's name when it has one. */
export interface ChatLine {
  line: string;
  speaker: string | null;
  /** The words after the speaker's colon; the whole line without a speaker. */
  phrase: string;
}

/** A speaker as the blog page reads one (web posts/chat-lines.ts): up to 40 characters before a colon. */
const SPEAKER = /^([^:]{1,40}):\s*(.*)$/;

/** A chat post's lines, blank ones left out, each with its speaker. */
export function chatLines(chat: string): ChatLine[] {
  return chat
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [, speaker, phrase] = SPEAKER.exec(line) ?? [];
      return speaker === undefined
        ? { line, speaker: null, phrase: line }
        : { line, speaker: speaker.trim(), phrase: phrase ?? '' };
    });
}
