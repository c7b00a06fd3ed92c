import type { FieldsProps } from './field-props';
import { PlainTextArea } from './plain-field';
import { TitleField } from './title-field';

const CHAT_EXAMPLE =
  'Tourist: Could you give us directions to Olive Garden?\nNew Yorker: No, but I could give you directions to an actual Italian restaurant.';

export function ChatFields({ form, update }: FieldsProps) {
  return (
    <>
      <TitleField form={form} update={update} placeholder="Title, if you like" />
      <PlainTextArea
        label="Chat"
        placeholder={CHAT_EXAMPLE}
        size="large"
        value={form.chat}
        onChange={(e) => update({ chat: e.target.value })}
      />
    </>
  );
}
