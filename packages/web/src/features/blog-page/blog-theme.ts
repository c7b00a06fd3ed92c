import { DEFAULT_THEME, findTitleFont, type GlobalThemeParams } from '@rookery/core';
import type { CSSProperties } from 'react';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A stored colour if it is one (the settings only accept hex), else the default theme's. */
function colour(value: string, fallback: string): string {
  return HEX.test(value) ? value : fallback;
}

/** The title font's CSS family from the catalogue; an unknown name falls back to the default font's. */
export function titleFontFamily(name: string): string {
  return (findTitleFont(name) ?? findTitleFont(DEFAULT_THEME.title_font))?.cssFamily ?? 'inherit';
}

/** `title` mixed into `background` (percent of the title colour), for quiet text and lines. */
const mix = (title: string, background: string, percent: number) =>
  `color-mix(in srgb, ${title} ${percent}%, ${background})`;

/**
 * A blog's theme as CSS custom properties for everything inside its page. Like Tumblr's blog view,
 * the shared palette is repainted too — the white surfaces take the blog's background, ink its
 * title colour, links its link colour and the greys mixes of the two — so post cards and buttons
 * drawn for the dashboard wear the blog's colours without knowing about themes.
 */
export function blogThemeStyle(theme: GlobalThemeParams): CSSProperties {
  const background = colour(theme.background_color, DEFAULT_THEME.background_color);
  const title = colour(theme.title_color, DEFAULT_THEME.title_color);
  const link = colour(theme.link_color, DEFAULT_THEME.link_color);
  return {
    '--blog-background': background,
    '--blog-title': title,
    '--blog-link': link,
    '--blog-title-font': titleFontFamily(theme.title_font),
    '--blog-title-weight': theme.title_font_weight === 'bold' ? 700 : 400,
    // Cards a shade off the page, so posts read as posts without leaving the blog's colours.
    '--white': mix(title, background, 4),
    '--ink': title,
    '--accent-dark': link,
    '--grey-100': mix(title, background, 6),
    '--grey-200': mix(title, background, 14),
    '--grey-300': mix(title, background, 26),
    '--grey-500': mix(title, background, 65),
    '--grey-600': mix(title, background, 82),
    // The app's theme steps back: what is written straight on the page wears the blog's colours.
    '--page': background,
    '--page-ink': title,
    '--page-link': link,
    background,
    color: title,
  } as CSSProperties;
}
