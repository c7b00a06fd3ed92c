import {
  SUBMISSION_TEXT_MAX_LENGTH,
  SUBMISSION_TITLE_MAX_LENGTH,
  type SubmissionType,
  type SubmitInput,
} from '@rookery/core';
import { TextArea } from '../../ui/text-field/text-area';
import { TextField } from '../../ui/text-field/text-field';

export type SubmitFields = Required<Omit<SubmitInput, 'tumblelog' | 'type'>>;

export const EMPTY_FIELDS: SubmitFields = {
  title: '',
  body: '',
  quote: '',
  source: '',
  url: '',
  caption: '',
};

interface SubmitFieldsProps {
  type: SubmissionType;
  fields: SubmitFields;
  onChange: (patch: Partial<SubmitFields>) => void;
}

/**
 * Each type's fields by their composer names (spec document 1 §3 slots): a text post's title and
 * body, a quote and its source, a link's URL, title and description. Plain text; blank lines part
 * paragraphs.
 */
export function SubmitFieldsOf({ type, fields, onChange }: SubmitFieldsProps) {
  const text = (label: string, key: keyof SubmitFields, rows = 6) => (
    <TextArea
      label={label}
      value={fields[key]}
      rows={rows}
      maxLength={SUBMISSION_TEXT_MAX_LENGTH}
      onChange={(event) => onChange({ [key]: event.target.value })}
    />
  );
  const line = (
    label: string,
    key: keyof SubmitFields,
    extra: { type?: string; placeholder?: string } = {},
  ) => (
    <TextField
      label={label}
      value={fields[key]}
      maxLength={SUBMISSION_TITLE_MAX_LENGTH}
      onChange={(event) => onChange({ [key]: event.target.value })}
      {...extra}
    />
  );
  switch (type) {
    case 'text':
      return (
        <>
          {line('Title', 'title')}
          {text('Body', 'body', 8)}
        </>
      );
    case 'quote':
      return (
        <>
          {text('Quote', 'quote', 4)}
          {line('Source', 'source')}
        </>
      );
    case 'link':
      return (
        <>
          {line('URL', 'url', { type: 'url', placeholder: 'https://' })}
          {line('Title', 'title')}
          {text('Description', 'caption', 4)}
        </>
      );
  }
}
