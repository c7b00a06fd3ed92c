import { describe, expect, it } from 'vitest';
import { blogSettingsSchema, settingsSaveSchema } from './blog.js';
import { readFlag } from './form-values.js';
import { themeUpdateSchema } from './theme.js';
import { findTitleFont, TITLE_FONTS } from './theme-fonts.js';

describe('theme params', () => {
  it('accept colours as #rgb or #rrggbb and fonts from the catalogue', () => {
    expect(themeUpdateSchema.safeParse({ background_color: '#abc', title_font: 'Georgia' }).success).toBe(
      true,
    );
    expect(themeUpdateSchema.safeParse({ background_color: 'blue' }).success).toBe(false);
    expect(themeUpdateSchema.safeParse({ title_font: 'Wingdings' }).success).toBe(false);
  });

  it('do not let a client set the header image by address', () => {
    expect(themeUpdateSchema.safeParse({ header_image: 'https://x.example/a.png' }).success).toBe(false);
  });

  it('have a catalogue of about 35 fonts with display names and families', () => {
    expect(TITLE_FONTS.length).toBeGreaterThanOrEqual(33);
    expect(new Set(TITLE_FONTS.map((f) => f.name)).size).toBe(TITLE_FONTS.length);
    for (const name of ['Baskerville', 'Georgia', 'Helvetica Neue', 'Verdana', 'Bookmania', 'Favorit']) {
      expect(findTitleFont(name)?.cssFamily).toBeTruthy();
    }
  });
});

describe('on/off values', () => {
  it('read form and JSON switches alike', () => {
    for (const on of [true, 'on', '1', 1, 'true']) expect(readFlag(on)).toBe(true);
    for (const off of [false, 'off', '0', 0, 'false', '']) expect(readFlag(off)).toBe(false);
    expect(blogSettingsSchema.parse({ asks: 'off', submissions: 'on' })).toEqual({
      asks: false,
      submissions: true,
    });
  });

  it('parse the /settings/save form', () => {
    const parsed = settingsSaveSchema.parse({
      tumblelog_name_or_id: 'me',
      page: 'tumblelog',
      tumblelog: { twitter_send_posts: 'on', facebook_opengraph_send_posts: 'off' },
    });
    expect(parsed.tumblelog).toEqual({ twitter_send_posts: true, facebook_opengraph_send_posts: false });
    expect(
      settingsSaveSchema.safeParse({ tumblelog_name_or_id: 'me', page: 'other', tumblelog: {} }).success,
    ).toBe(false);
  });
});
