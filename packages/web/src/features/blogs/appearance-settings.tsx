import { TITLE_FONTS } from '@rookery/core';
import { Card } from '../../ui/layout/card';
import { RadioGroup } from '../../ui/radio-group/radio-group';
import { SelectField } from '../../ui/text-field/select-field';
import { type SettingSwitch, SettingSwitches } from '../settings/setting-switches';
import { BlogHeaderPreview } from './blog-header-preview';
import styles from './blog-settings.module.css';
import { ColorField } from './color-field';
import { ContrastWarning } from './contrast-warning';
import type { BlogSettingsValues, ThemeValues } from './settings-values';

const FONT_OPTIONS = TITLE_FONTS.map((font) => ({ value: font.name, label: font.displayName }));

const WEIGHT_OPTIONS = [
  { value: 'regular', label: 'Regular' },
  { value: 'bold', label: 'Bold' },
] as const;

const SHAPE_OPTIONS = [
  { value: 'circle', label: 'Circle' },
  { value: 'square', label: 'Square' },
] as const;

const SWITCHES: SettingSwitch<ThemeValues>[] = [
  { key: 'show_header_image', label: 'Show header image' },
  {
    key: 'header_stretch',
    label: 'Stretch header image',
    description: "Fill the header's width instead of fitting the whole image.",
  },
  { key: 'show_avatar', label: 'Show avatar' },
  { key: 'show_title', label: 'Show title' },
  { key: 'show_description', label: 'Show description' },
];

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

  return (
    <Card title="Appearance" description={<p>How your blog looks to visitors.</p>}>
      <BlogHeaderPreview name={name} values={values} headerImage={headerImage} />
      <div className={styles.stack}>
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
        <ContrastWarning
          label="Title colour"
          colour={theme.title_color}
          background={theme.background_color}
          onFix={(title_color) => onThemeChange({ title_color })}
        />
        <ContrastWarning
          label="Link colour"
          colour={theme.link_color}
          background={theme.background_color}
          onFix={(link_color) => onThemeChange({ link_color })}
        />
        <div className={styles.grid}>
          <SelectField
            label="Title font"
            options={FONT_OPTIONS}
            value={theme.title_font}
            onChange={(title_font) => onThemeChange({ title_font })}
          />
          <SelectField
            label="Title weight"
            options={WEIGHT_OPTIONS}
            value={theme.title_font_weight}
            onChange={(title_font_weight) => onThemeChange({ title_font_weight })}
          />
        </div>
        <RadioGroup
          legend="Avatar shape"
          name="avatar_shape"
          options={SHAPE_OPTIONS}
          value={theme.avatar_shape}
          onChange={(avatar_shape) => onThemeChange({ avatar_shape })}
        />
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className={styles.switches}>
        <SettingSwitches switches={SWITCHES} values={theme} onChange={onThemeChange} />
      </div>
    </Card>
  );
}
