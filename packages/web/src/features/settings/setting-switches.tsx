import { Switch } from '../../ui/switch/switch';

/** The keys of V whose values are on/off. */
type SwitchKey<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V] & string;

export interface SettingSwitch<V> {
  key: SwitchKey<V>;
  label: string;
  description?: string;
  /** A switch that only means something while another one is on. */
  requires?: SwitchKey<V>;
}

interface SettingSwitchesProps<V> {
  switches: readonly SettingSwitch<V>[];
  values: V;
  onChange: (patch: Partial<V>) => void;
  /** All off limits at once, e.g. while a save is on its way. */
  disabled?: boolean;
}

/** A list of on/off settings, each bound to one key of the values it edits. */
export function SettingSwitches<V>({
  switches,
  values,
  onChange,
  disabled = false,
}: SettingSwitchesProps<V>) {
  return switches.map(({ key, label, description, requires }) => (
    <Switch
      key={key}
      label={label}
      description={description}
      checked={values[key] as boolean}
      disabled={disabled || (requires !== undefined && !values[requires])}
      onChange={(checked) => onChange({ [key]: checked } as Partial<V>)}
    />
  ));
}
