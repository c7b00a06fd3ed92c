import type { ReactNode } from 'react';
import { Icon } from '../../ui/icons/icons';
import type { ComposerType } from './composer-types';

/** Glyphs of the seven post types, drawn in currentColor on a 24 px grid; the label beside them names them. */
function Glyph({ children, size }: { children: ReactNode; size: number }) {
  return <Icon size={size}>{children}</Icon>;
}

const GLYPHS: Record<ComposerType, ReactNode> = {
  text: (
    <>
      <path d="M3 19 8 5l5 14M4.8 14h6.4" />
      <path d="M20.5 19v-5.5a2.75 2.75 0 0 0-5.5 0M20.5 16.2c-2.8 0-5.5.3-5.5 1.6 0 .9.8 1.4 1.9 1.4 2 0 3.6-1.3 3.6-3" />
    </>
  ),
  photo: (
    <>
      <path d="M3 8.5A1.5 1.5 0 0 1 4.5 7h2.7l1.6-2.2h6.4L16.8 7h2.7A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z" />
      <circle cx="12" cy="12.8" r="3.4" />
    </>
  ),
  quote: (
    <path
      d="M4 18v-5.2C4 8.9 5.6 6.5 9 5.6l.6 1.6C7.7 8 7 9.3 7 11h3v7zM14 18v-5.2c0-3.9 1.6-6.3 5-7.2l.6 1.6C17.7 8 17 9.3 17 11h3v7z"
      fill="currentColor"
      strokeWidth="1"
    />
  ),
  link: (
    <>
      <path d="M10 14a4.2 4.2 0 0 0 6 0l3.3-3.3a4.2 4.2 0 0 0-6-6L12 6" />
      <path d="M14 10a4.2 4.2 0 0 0-6 0l-3.3 3.3a4.2 4.2 0 0 0 6 6L12 18" />
    </>
  ),
  chat: (
    <>
      <path d="M3 5.5A1.5 1.5 0 0 1 4.5 4h10A1.5 1.5 0 0 1 16 5.5v6a1.5 1.5 0 0 1-1.5 1.5H9l-4 3v-3h-.5A1.5 1.5 0 0 1 3 11.5z" />
      <path d="M19 9h.5a1.5 1.5 0 0 1 1.5 1.5v6a1.5 1.5 0 0 1-1.5 1.5H19v3l-4-3h-3.5a1.5 1.5 0 0 1-1.5-1.5V16" />
    </>
  ),
  audio: (
    <>
      <path d="M4 17v-4a8 8 0 0 1 16 0v4" />
      <rect x="3" y="14" width="4.5" height="6.5" rx="1.5" />
      <rect x="16.5" y="14" width="4.5" height="6.5" rx="1.5" />
    </>
  ),
  video: (
    <>
      <rect x="2.5" y="6" width="13.5" height="12" rx="2" />
      <path d="m16 10.5 5.5-3.5v10L16 13.5" />
    </>
  ),
};

export function PostTypeIcon({ type, size = 24 }: { type: ComposerType; size?: number }) {
  return <Glyph size={size}>{GLYPHS[type]}</Glyph>;
}
