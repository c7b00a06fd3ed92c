/**
 * Keys while a dialog is open (spec document 1 §9): Enter confirms, Space and Escape close, Tab and
 * Shift+Tab cycle between the dialog's buttons. Enter on a focused Cancel button cancels, so a
 * keyboard user who moved to Cancel gets what they see.
 */
export type DialogKeyAction = 'confirm' | 'cancel' | 'next' | 'previous' | null;

export function dialogKeyAction(key: string, shiftKey: boolean, cancelFocused: boolean): DialogKeyAction {
  switch (key) {
    case 'Enter':
      return cancelFocused ? 'cancel' : 'confirm';
    case 'Escape':
    case ' ':
      return 'cancel';
    case 'Tab':
      return shiftKey ? 'previous' : 'next';
    default:
      return null;
  }
}
