/** What the mobile header's search button does. */
export type SearchButtonAction = 'show' | 'hide' | 'submit';

/**
 * Spec document 3 §4: the mobile search field shows, hides or submits depending on whether a term
 * exists and the field is visible. Hidden: it shows; shown and empty: it hides; shown with a term:
 * it searches.
 */
export function searchButtonAction(visible: boolean, text: string): SearchButtonAction {
  if (!visible) return 'show';
  return text.trim() ? 'submit' : 'hide';
}
