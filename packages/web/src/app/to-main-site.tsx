import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Loader } from '../ui/loader/loader';
import { siteHosts } from './site-hosts';

/**
 * On a blog's own host, an address that is not the blog's (the dashboard, explore, signing in) is
 * the main site's: the page goes there, where the reader's session is (issue 21).
 */
export function ToMainSite() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(`${siteHosts().main_origin}${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return <Loader label="Going to the site" />;
}
