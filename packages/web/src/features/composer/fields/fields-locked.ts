import { createContext, useContext } from 'react';

/**
 * Whether the post form is saving (or saved and closing). The form's fieldset `disabled` locks its
 * inputs and buttons, but not a contenteditable editor: the rich fields read this instead.
 */
export const FieldsLocked = createContext(false);

export const useFieldsLocked = () => useContext(FieldsLocked);
