import { TITLE_FONTS } from '@rookery/core';
import { useId } from 'react';
import { Card } from '../../ui/layout/card';
import { Switch } from '../../ui/switch/switch';
import { BlogHeaderPreview } from './blog-header-preview';
import styles from './blog-settings.module.css';
import { ColorField } from './color-field';
import type { BlogSettingsValues, ThemeValues } from './settings-values';

interface AppearanceSettingsProps {
  name: string;
  values: BlogSettingsValues;
  headerImage: string | null;
  onThemeChange: (patch: Partial<ThemeValues>) => void;
  error: string | null;
}

export function AppearanceSettings({
  name,
  values,
  headerImage,
  onThemeChange,
  error,
}: AppearanceSettingsProps) {
  const { theme } = values;
  const fontId = useId();
  const weightId = useId();

  return (
    <Card title="Appearance" description={<p>How your blog looks to visitors.</p>}>
      <BlogHeaderPreview name={name} values={values} headerImage={headerImage} />
      <div className={styles.colors}>
        <ColorField
          label="Background colour"
          value={theme.background_color}
          onChange={(background_color) => onThemeChange({ background_color })}
        />
        <ColorField
          label="Title colour"
          value={theme.title_color}
          onChange={(title_color) => onThemeChange({ title_color })}
        />
        <ColorField
          label="Link colour"
          value={theme.link_color}
          onChange={(link_color) => onThemeChange({ link_color })}
        />
      </div>
      <div className={styles.grid}>
        <div className={styles.selectField}>
          <label htmlFor={fontId}>Title font</label>
          <select
            id={fontId}
            value={theme.title_font}
            onChange={(event) => onThemeChange({ title_font: event.target.value })}
          >
            {TITLE_FONTS.map((font) => (
              <option key={font.name} value={font.name}>
                {font.displayName}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.selectField}>
          <label htmlFor={weightId}>Title weight</label>
          <select
            id={weightId}
            value={theme.title_font_weight}
            onChange={(event) =>
              onThemeChange({ title_font_weight: event.target.value as ThemeValues['title_font_weight'] })
            }
          >
            <option value="regular">Regular</option>
            <option value="bold">Bold</option>
          </select>
        </div>
      </div>
      <fieldset className={styles.shape}>
        <legend>Avatar shape</legend>
        {(['circle', 'square'] as const).map((shape) => (
          <label key={shape} className={styles.choice}>
            <input
              type="radio"
              name="avatar_shape"
              value={shape}
              checked={theme.avatar_shape === shape}
              onChange={() => onThemeChange({ avatar_shape: shape })}
            />
            {shape === 'circle' ? 'Circle' : 'Square'}
          </label>
        ))}
      </fieldset>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.switches}>
        <Switch
          label="Show header image"
          checked={theme.show_header_image}
          onChange={(show_header_image) => onThemeChange({ show_header_image })}
        />
        <Switch
          label="Stretch header image"
          description="Fill the header's width instead of fitting the whole image."
          checked={theme.header_stretch}
          onChange={(header_stretch) => onThemeChange({ header_stretch })}
        />
        <Switch
          label="Show avatar"
          checked={theme.show_avatar}
          onChange={(show_avatar) => onThemeChange({ show_avatar })}
        />
        <Switch
          label="Show title"
          checked={theme.show_title}
          onChange={(show_title) => onThemeChange({ show_title })}
        />
        <Switch
          label="Show description"
          checked={theme.show_description}
          onChange={(show_description) => onThemeChange({ show_description })}
        />
      </div>
    </Card>
  );
}
