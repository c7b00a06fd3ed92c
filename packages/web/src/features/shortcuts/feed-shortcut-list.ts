/** The feed's shortcuts as the sheet lists them, in its order; `keys` are what a person presses. */
export const FEED_SHORTCUTS = [
  { keys: ['J'], action: 'Next post' },
  { keys: ['K'], action: 'Previous post' },
  { keys: ['L'], action: 'Like or unlike' },
  { keys: ['R'], action: 'Reblog' },
  { keys: ['Alt', 'R'], action: 'Fast reblog' },
  { keys: ['Q'], action: 'Add to queue' },
  { keys: ['N'], action: 'Open the notes' },
  { keys: ['?'], action: 'Show these shortcuts' },
] as const;
