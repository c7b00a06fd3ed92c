import { useParams } from 'react-router';
import { ApiError } from '../../api';
import { FailurePanel } from '../../ui/error-panel/failure-panel';
import { useQueryRetry } from '../../ui/error-panel/use-query-retry';
import { Loader } from '../../ui/loader/loader';
import { NotFoundPage } from '../not-found/not-found-page';
import { SettingsLayout } from '../settings/settings-layout';
import { BlogSettingsForm } from './blog-settings-form';
import { useOwnBlog } from './use-own-blog';

export function BlogSettingsPage() {
  const name = useParams().name ?? '';
  const blog = useOwnBlog(name);
  const failure = useQueryRetry(blog);

  if (failure.error) {
    const status = failure.error instanceof ApiError ? failure.error.status : 0;
    if (status === 404 || status === 403) return <NotFoundPage />;
    return (
      <SettingsLayout title="Blog settings">
        <FailurePanel failure={failure} />
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
