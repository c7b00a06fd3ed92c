import { messages, prefixUrl } from '@rookery/core';
import { useState } from 'react';
import { TextField } from '../../../ui/text-field/text-field';
import { checkSourceUrl } from './post-options';

const HINTS = {
  default: 'Where it came from. https:// is added when you leave the protocol out.',
  kept: 'This does not look like a web address, so it is kept just as you typed it.',
};

/**
 * Where the post's content came from. Leaving the field prefixes it as the save will (spec
 * document 1 §5): https:// in front when there is no protocol, unless that is still no address.
 */
export function SourceUrlField({
  value,
  onChange,
}: {
  value: string;
  onChange: (sourceUrl: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const check = editing ? null : checkSourceUrl(value);

  return (
    <TextField
      label="Content source"
      value={value}
      inputMode="url"
      placeholder="https://"
      autoComplete="off"
      spellCheck={false}
      hint={check === 'kept' ? HINTS.kept : HINTS.default}
      error={check === 'unsupported' ? messages.postUnsupportedProtocol : null}
      onFocus={() => setEditing(true)}
      onChange={(e) => onChange(e.target.value)}
      onBlur={() => {
        setEditing(false);
        onChange(prefixUrl(value));
      }}
    />
  );
}
