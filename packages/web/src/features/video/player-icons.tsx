import { Icon } from '../../ui/icons/icons';

/** The player's glyphs, in the app's icon style. */
export const PlayIcon = ({ size = 20 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M7 4.5v15l12.5-7.5z" fill="currentColor" />
  </Icon>
);
export const PauseIcon = () => (
  <Icon size={20}>
    <path d="M7 4.5h3.5v15H7zM13.5 4.5H17v15h-3.5z" fill="currentColor" />
  </Icon>
);
export const SoundIcon = ({ muted }: { muted: boolean }) => (
  <Icon size={20}>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
    {muted ? (
      <path d="M16 9.5l5 5M21 9.5l-5 5" />
    ) : (
      <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
    )}
  </Icon>
);
export const FullscreenIcon = () => (
  <Icon size={20}>
    <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />
  </Icon>
);
