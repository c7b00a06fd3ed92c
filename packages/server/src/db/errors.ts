/** PostgreSQL's unique-violation, so a race between two sign-ups still answers "taken", not 500. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}
