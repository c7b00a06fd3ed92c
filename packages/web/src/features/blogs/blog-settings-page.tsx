import { useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api';
import { ErrorPanel } from '../../ui/error-panel/error-panel';
import { Loader } from '../../ui/loader/loader';
import { NotFoundPage } from '../not-found/not-found-page';
import { SettingsLayout } from '../settings/settings-layout';
import { BlogSettingsForm } from './blog-settings-form';
import { useOwnBlog } from './use-own-blog';

export function BlogSettingsPage() {
  const name = useParams().name ?? '';
  const blog = useOwnBlog(name);

  if (blog.isError) {
    const status = blog.error instanceof ApiError ? blog.error.status : 0;
    if (status === 404 || status === 403) return <NotFoundPage />;
    return (
      <SettingsLayout title="Blog settings">
        <ErrorPanel
          message={errorMessage(blog.error)}
          onRetry={() => void blog.refetch()}
          retrying={blog.isFetching}
        />
      </SettingsLayout>
    );
  }
  if (!blog.data) {
    return (
      <SettingsLayout title="Blog settings">
        <Loader label="Loading blog settings" />
      </SettingsLayout>
    );
  }
  // A fresh form per blog, so switching blogs never carries edits across.
  return <BlogSettingsForm key={name} blog={blog.data} />;
}
