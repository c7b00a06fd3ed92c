import type { OwnBlogData } from '@rookery/core';
import { errorMessage } from '../../api';
import { Badge } from '../../ui/badge/badge';
import { Button } from '../../ui/button/button';
import { Card } from '../../ui/layout/card';
import { showToast } from '../../ui/toast/toast-store';
import { useMakePrimaryBlog } from '../accounts/use-current-blog';
import styles from './blog-settings.module.css';

/** The primary blog is the account's public name; any other blog can take that place. */
export function PrimaryBlogSetting({ blog }: { blog: OwnBlogData }) {
  const makePrimary = useMakePrimaryBlog();
  return (
    <Card title="Primary blog">
      <div className={styles.primary}>
        {blog.is_primary ? (
          <>
            <p>This is your primary blog. It is the name people see for your account.</p>
            <Badge>Primary</Badge>
          </>
        ) : (
          <>
            <p>Your primary blog is the name people see for your account.</p>
            <Button
              variant="secondary"
              disabled={makePrimary.isPending}
              onClick={() =>
                makePrimary.mutate(blog.name, {
                  onSuccess: () => showToast(`${blog.name} is now your primary blog.`),
                  onError: (error) => showToast(errorMessage(error), 'error'),
                })
              }
            >
              Make this my primary blog
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
