/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). Right-to-left
 * text needs none of them (the browser orders Arabic or Hebrew by itself); what they are used for
 * in a name or title is disguise, an override turning `gpj.exe` into `exe.jpg` on screen, or one
 * left open that reverses the text around it. Marks (U+200E, U+200F) stay: they only nudge.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
