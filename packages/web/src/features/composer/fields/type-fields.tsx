import type { ComposerUploads } from '../uploads/use-composer-uploads';
import { AnswerFields } from './answer-fields';
import { AudioFields } from './audio-fields';
import { ChatFields } from './chat-fields';
import type { FieldsProps } from './field-props';
import { LinkFields } from './link-fields';
import { PhotoFields } from './photo-fields';
import { QuoteFields } from './quote-fields';
import { TextFields } from './text-fields';
import { VideoFields } from './video-fields';

/** The field area of the form's type (spec document 1 §3 table). */
export function TypeFields({ form, update, uploads }: FieldsProps & { uploads: ComposerUploads }) {
  switch (form.type) {
    case 'text':
      return <TextFields form={form} update={update} />;
    case 'photo':
      return <PhotoFields form={form} update={update} uploads={uploads} />;
    case 'quote':
      return <QuoteFields form={form} update={update} />;
    case 'link':
      return <LinkFields form={form} update={update} />;
    case 'chat':
      return <ChatFields form={form} update={update} />;
    case 'audio':
      return <AudioFields form={form} update={update} uploads={uploads} />;
    case 'video':
      return <VideoFields form={form} update={update} uploads={uploads} />;
    case 'answer':
      return <AnswerFields form={form} update={update} />;
  }
}
