import { Extension } from '@tiptap/core';

export interface ShortcutOptions {
  /** meta+k: asks the editor's UI to open the link address entry. */
  onLinkShortcut: () => void;
}

/**
 * The shortcuts of spec document 1 §9 (Mod is meta on a Mac, ctrl elsewhere). Bold and italic
 * come with their marks; the rest differ from TipTap's defaults, so they are bound here.
 */
export const Shortcuts = Extension.create<ShortcutOptions>({
  name: 'rookeryShortcuts',

  addOptions() {
    return { onLinkShortcut: () => {} };
  },

  addKeyboardShortcuts() {
    return {
      'Mod-Shift-2': () => this.editor.commands.toggleHeading({ level: 2 }),
      'Mod-Shift-6': () => this.editor.commands.toggleStrike(),
      'Mod-Shift-7': () => this.editor.commands.toggleOrderedList(),
      'Mod-Shift-8': () => this.editor.commands.toggleBulletList(),
      'Mod-Shift-9': () => this.editor.commands.toggleBlockquote(),
      'Mod-k': () => {
        this.options.onLinkShortcut();
        return true;
      },
    };
  },
});
