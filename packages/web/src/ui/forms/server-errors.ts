import { ApiError, errorMessage } from '../../api';

export interface PlacedErrors {
  /** Messages shown at their own input field. */
  byField: Record<string, string>;
  /** The first message no field of the form shows, for above the submit button. */
  unplaced: string | null;
}

/** A failed call's messages by input field, whatever fields the form has (empty when the failure was not about fields). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fieldErrors() : {};
}

/** Where a failed call's messages show on a form with `fields`: at a field when it is about one, else once for the form. */
export function placeServerErrors(error: unknown, fields: readonly string[]): PlacedErrors {
  if (!error) return { byField: {}, unplaced: null };
  if (!(error instanceof ApiError)) return { byField: {}, unplaced: errorMessage(error) };
  const byField: Record<string, string> = {};
  let unplaced: string | null = null;
  for (const item of error.errors) {
    if (item.field && fields.includes(item.field)) byField[item.field] ??= item.detail;
    else unplaced ??= item.detail;
  }
  // An error answer without items still failed.
  if (error.errors.length === 0) unplaced = error.message;
  return { byField, unplaced };
}
