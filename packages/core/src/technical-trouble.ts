/**
 * The spec's alert for every failure the server does not explain (`messages.technicalTrouble`).
 * A module of its own: the dashboard's first paint shows no other message, and importing
 * `messages` for it would bring every message into the first paint.
 */
export const TECHNICAL_TROUBLE = 'Sorry, we seem to be having technical trouble. Please try again later.';
