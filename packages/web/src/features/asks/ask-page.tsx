import { useNavigate } from 'react-router';
import { showToast } from '../../ui/toast/toast-store';
import { BlogPage } from '../blog-page/blog-page';
import { blogPath } from '../blog-page/blog-paths';
import { useBlogData } from '../blog-page/use-blog-data';
import { useBlogName } from '../blog-page/use-blog-name';
import { AskModal } from './ask-modal';

/**
 * `/{blog}/ask` (the spec's `{blog url}/ask`): the blog's page with the ask form over it. Closing
 * the form, or sending the question, leaves the blog's page.
 */
export function AskPage() {
  const name = useBlogName();
  const blog = useBlogData(name);
  const navigate = useNavigate();
  const close = () => navigate(blogPath(name), { replace: true });
  return (
    <>
      <BlogPage />
      {blog.data && (
        <AskModal
          blog={blog.data}
          onClose={close}
          onSent={() => {
            showToast(`Your question is on its way to ${blog.data.name}.`);
            close();
          }}
        />
      )}
    </>
  );
}
