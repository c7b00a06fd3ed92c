import type { FieldsProps } from './field-props';
import { PlainInput, PlainTextArea } from './plain-field';

const CHAT_EXAMPLE =
  'Tourist: Could you give us directions to Olive Garden?\nNew Yorker: No, but I could give you directions to an actual Italian restaurant.';

export function ChatFields({ form, update }: FieldsProps) {
  return (
    <>
      <PlainInput
        label="Title"
        placeholder="Title, if you like"
        size="title"
        value={form.title}
        onChange={(e) => update({ title: e.target.value })}
      />
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
