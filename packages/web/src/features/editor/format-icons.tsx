import { Icon } from '../../ui/icons/icons';

/** The editor's toolbar pictures, drawn like the app's other icons instead of text glyphs (issue 15). */
export const QuoteIcon = () => (
  <Icon size={18}>
    <path d="M10 7H6a2 2 0 0 0-2 2v3h5v5H4v-5M20 7h-4a2 2 0 0 0-2 2v3h5v5h-5v-5" />
  </Icon>
);

export const UndoIcon = () => (
  <Icon size={18}>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </Icon>
);

export const RedoIcon = () => (
  <Icon size={18}>
    <path d="m15 14 5-5-5-5" />
    <path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
  </Icon>
);

export const LinkIcon = () => (
  <Icon size={18}>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </Icon>
);

export const CameraIcon = () => (
  <Icon size={18}>
    <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
    <circle cx="12" cy="13.5" r="3.5" />
  </Icon>
);

export const ImageIcon = () => (
  <Icon size={18}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="8.5" cy="9.5" r="1.5" />
    <path d="m21 16-5-5L5 20" />
  </Icon>
);

export const MoreIcon = () => (
  <Icon size={18}>
    <path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth={3} />
  </Icon>
);

export const PlayIcon = () => (
  <Icon size={18}>
    <path d="M7 4.5v15l12-7.5z" />
  </Icon>
);
