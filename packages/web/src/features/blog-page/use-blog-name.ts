import { useParams } from 'react-router';
import { siteHosts } from '../../app/site-hosts';

/** The blog a blog page is of: named in the address (/{blog}/…), or the blog whose own host this is. */
export function useBlogName(): string {
  const { blog } = useParams();
  return blog ?? siteHosts().blog_host ?? '';
}
