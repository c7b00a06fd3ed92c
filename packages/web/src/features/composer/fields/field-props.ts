import type { PostForm } from '@rookery/core';

/** What every type's fields get: the form, and a way to change some of it. */
export interface FieldsProps {
  form: PostForm;
  update: (patch: Partial<PostForm>) => void;
}
