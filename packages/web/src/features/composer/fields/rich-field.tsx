import type { PostForm } from '@rookery/core';
import { useCallback } from 'react';
import editorStyles from '../../editor/editor.module.css';
import { RichEditor } from '../../editor/rich-editor';
import { useFieldsLocked } from './fields-locked';
import { PlainTextArea } from './plain-field';

export type RichFieldName = 'body' | 'caption' | 'source' | 'answer';

interface RichFieldProps {
  form: PostForm;
  update: (patch: Partial<PostForm>) => void;
  field: RichFieldName;
  label: string;
  placeholder: string;
  size?: 'normal' | 'large';
}

/**
 * A rich field of the post (core's RICH_FIELDS) in the form's editor type: the rich editor, or the
 * HTML or Markdown source in a text area. The editor is keyed by type, so a switch reopens it on
 * the converted text.
 */
export function RichField({ form, update, field, label, placeholder, size = 'normal' }: RichFieldProps) {
  const onUploadingChange = useCallback(
    (hasLoadingInlineImages: boolean) => update({ hasLoadingInlineImages }),
    [update],
  );
  const locked = useFieldsLocked();
  if (form.editorType === 'rich') {
    return (
      <RichEditor
        key="rich"
        label={label}
        placeholder={placeholder}
        size={size}
        disabled={locked}
        value={form[field]}
        onChange={(html) => update({ [field]: html })}
        onUploadingChange={onUploadingChange}
      />
    );
  }
  return (
    <PlainTextArea
      key={form.editorType}
      label={label}
      placeholder={form.editorType === 'html' ? `${placeholder} (HTML)` : `${placeholder} (Markdown)`}
      size={size}
      className={editorStyles.code}
      value={form[field]}
      onChange={(e) => update({ [field]: e.target.value })}
    />
  );
}
