import { DEFAULT_THEME, findTitleFont } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { blogThemeStyle, titleFontFamily } from './blog-theme';

const vars = (style: object) => style as Record<string, string | number>;

describe('blogThemeStyle', () => {
  it("paints the page and the shared palette in the blog's colours", () => {
    const style = vars(
      blogThemeStyle({
        ...DEFAULT_THEME,
        background_color: '#14213D',
        title_color: '#FCA311',
        link_color: '#E5E5E5',
        title_font: 'Futura',
        title_font_weight: 'regular',
      }),
    );
    expect(style['--blog-background']).toBe('#14213D');
    expect(style['--white']).toBe('color-mix(in srgb, #FCA311 4%, #14213D)');
    expect(style['--ink']).toBe('#FCA311');
    expect(style['--accent-dark']).toBe('#E5E5E5');
    expect(style['--blog-title-font']).toBe(findTitleFont('Futura')?.cssFamily);
    expect(style['--blog-title-weight']).toBe(400);
    expect(style['--grey-600']).toBe('color-mix(in srgb, #FCA311 82%, #14213D)');
  });

  it('keeps anything that is not a colour out of the style', () => {
    const style = vars(blogThemeStyle({ ...DEFAULT_THEME, background_color: 'red;}body{display:none' }));
    expect(style['--blog-background']).toBe(DEFAULT_THEME.background_color);
  });
});

describe('titleFontFamily', () => {
  it('reads the catalogue, with the default font for unknown names', () => {
    expect(titleFontFamily('Georgia')).toBe(findTitleFont('Georgia')?.cssFamily);
    expect(titleFontFamily('No Such Font')).toBe(findTitleFont(DEFAULT_THEME.title_font)?.cssFamily);
  });
});
