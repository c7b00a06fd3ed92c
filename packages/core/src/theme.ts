import { z } from 'zod';
import { messages } from './messages.js';
import { findTitleFont } from './theme-fonts.js';

/** global_theme_params (spec document 2 §3): how a blog page looks. */
export interface GlobalThemeParams {
  background_color: string;
  title_color: string;
  link_color: string;
  title_font: string;
  title_font_weight: 'regular' | 'bold';
  header_image: string | null;
  header_image_focused: string | null;
  header_stretch: boolean;
  show_header_image: boolean;
  show_avatar: boolean;
  avatar_shape: 'circle' | 'square';
  show_title: boolean;
  show_description: boolean;
}

/** Defaults chosen to read well: the link colour has 4.5:1 contrast or more on the background. */
export const DEFAULT_THEME: GlobalThemeParams = {
  background_color: '#FAFAFA',
  title_color: '#444444',
  link_color: '#2D72A8',
  title_font: 'Gibson',
  title_font_weight: 'bold',
  header_image: null,
  header_image_focused: null,
  header_stretch: true,
  show_header_image: true,
  show_avatar: true,
  avatar_shape: 'circle',
  show_title: true,
  show_description: true,
};

const color = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, messages.invalidColor);

/** What a client may change; header images are set by the server from uploads, never by URL. */
export const themeUpdateSchema = z
  .object({
    background_color: color,
    title_color: color,
    link_color: color,
    title_font: z.string().refine((f) => findTitleFont(f) !== undefined, messages.invalidFont),
    title_font_weight: z.enum(['regular', 'bold']),
    header_stretch: z.boolean(),
    show_header_image: z.boolean(),
    show_avatar: z.boolean(),
    avatar_shape: z.enum(['circle', 'square']),
    show_title: z.boolean(),
    show_description: z.boolean(),
  })
  .partial()
  .strict();

export type ThemeUpdate = z.infer<typeof themeUpdateSchema>;
