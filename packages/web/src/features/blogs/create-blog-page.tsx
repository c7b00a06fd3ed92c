import { createBlogSchema } from '@rookery/core';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../ui/button/button';
import { FormError } from '../../ui/forms/form-error';
import { serverFieldErrors } from '../../ui/forms/server-field-errors';
import { useForm } from '../../ui/forms/use-form';
import { TextField } from '../../ui/text-field/text-field';
import styles from './create-blog-page.module.css';
import { useCreateBlog } from './use-create-blog';

export function CreateBlogPage() {
  const navigate = useNavigate();
  const create = useCreateBlog();
  const form = useForm(
    createBlogSchema,
    { name: '', title: '' },
    { live: ['name'], onEdit: () => create.reset() },
  );
  const server = serverFieldErrors(create.error);

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="create-blog-title">
        <h1 id="create-blog-title" className={styles.title}>
          Create a new blog
        </h1>
        <p className={styles.intro}>
          Another blog for another side of you. You can act as any of your blogs from the account menu.
        </p>
        <form
          className={styles.form}
          noValidate
          onSubmit={form.handleSubmit((input) =>
            create.mutate(input, {
              onSuccess: ({ blog }) => navigate(`/settings/blog/${encodeURIComponent(blog.name)}`),
            }),
          )}
        >
          <TextField
            label="Blog name"
            autoCapitalize="none"
            spellCheck={false}
            required
            hint="Lowercase letters, digits and hyphens. This is the blog's address."
            {...form.field('name', server.name)}
          />
          <TextField
            label="Title"
            hint="Optional. You can change it later."
            {...form.field('title', server.title)}
          />
          <FormError error={create.error} fields={['name', 'title']} />
          <div className={styles.actions}>
            <ButtonLink to="/dashboard" variant="secondary">
              Cancel
            </ButtonLink>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create blog'}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
