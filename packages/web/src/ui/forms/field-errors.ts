/** The shape of a zod schema this module needs; keeps the web package free of a direct zod import. */
export interface Validator<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** The first message per top-level field, the way forms show them. */
export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in byField)) byField[field] = issue.message;
  }
  return byField;
}
