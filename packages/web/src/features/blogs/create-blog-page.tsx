import { createBlogSchema } from '@rookery/core';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../ui/button/button';
import { Form, FormActions } from '../../ui/forms/form';
import { FormError } from '../../ui/forms/form-error';
import { useForm } from '../../ui/forms/use-form';
import { PageCard } from '../../ui/layout/page-card';
import { TextField } from '../../ui/text-field/text-field';
import { BlogNameField } from './blog-name-field';
import { useCreateBlog } from './use-create-blog';

export function CreateBlogPage() {
  const navigate = useNavigate();
  const create = useCreateBlog();
  const form = useForm(createBlogSchema, { name: '', title: '' }, { submission: create, live: ['name'] });

  return (
    <PageCard
      title="Create a new blog"
      intro={
        <p>Another blog for another side of you. You can act as any of your blogs from the account menu.</p>
      }
    >
      <Form
        onSubmit={form.handleSubmit((input) =>
          create.mutate(input, {
            onSuccess: ({ blog }) => navigate(`/settings/blog/${encodeURIComponent(blog.name)}`),
          }),
        )}
      >
        <BlogNameField {...form.field('name')} />
        <TextField label="Title" hint="Optional. You can change it later." {...form.field('title')} />
        <FormError message={form.formError} />
        <FormActions>
          <ButtonLink to="/dashboard" variant="secondary">
            Cancel
          </ButtonLink>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create blog'}
          </Button>
        </FormActions>
      </Form>
    </PageCard>
  );
}
