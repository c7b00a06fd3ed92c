/** A chat post's lines, each split into the speaker ("Tourist:") and what they said, when it has one. */
export function chatLines(chat: string): { speaker: string | null; text: string }[] {
  return chat
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const match = /^([^:]{1,40}):\s*(.*)$/.exec(line);
      return match ? { speaker: match[1]!.trim(), text: match[2]! } : { speaker: null, text: line };
    });
}
