const COUNT = new Intl.NumberFormat('en-US');

/** The footer's notes count ("1 note", "1,204 notes"); empty when there are none, so nothing shows. */
export function notesLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return `${COUNT.format(count)} ${count === 1 ? 'note' : 'notes'}`;
}
