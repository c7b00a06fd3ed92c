import { DEFAULT_THEME, THEME_BRIGHTNESS_FACTOR } from '@rookery/core';
import type { CSSProperties } from 'react';
import type { WindowParticipant } from '../windows/open-conversation';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function rgb(hex: string): [number, number, number] {
  const h = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** `hex` moved toward black (factor < 0) or white (factor > 0). */
function shade(hex: string, factor: number): string {
  const target = factor < 0 ? 0 : 255;
  const f = Math.abs(factor);
  return `#${rgb(hex)
    .map((v) =>
      Math.round(v + (target - v) * f)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The window header in the other blog's colours (spec §2, DESIGN "a blog wears its own theme"): its
 * background, its title colour when that reads on it (4.5:1), else black or white; the line under it
 * the background adjusted by the theme brightness factor (spec §9: 0.3).
 */
export function headerTheme(participant: Pick<WindowParticipant, 'theme'> | undefined): CSSProperties {
  const theme = participant?.theme;
  const background =
    theme && HEX.test(theme.background_color) ? theme.background_color : DEFAULT_THEME.background_color;
  const title = theme && HEX.test(theme.title_color) ? theme.title_color : DEFAULT_THEME.title_color;
  const bg = luminance(background);
  const ink = contrast(bg, luminance(title)) >= 4.5 ? title : bg > 0.18 ? '#1a1a1a' : '#ffffff';
  const edge = shade(background, bg > 0.5 ? -THEME_BRIGHTNESS_FACTOR / 3 : THEME_BRIGHTNESS_FACTOR);
  return {
    '--window-header-bg': background,
    '--window-header-ink': ink,
    '--window-header-edge': edge,
  } as CSSProperties;
}
