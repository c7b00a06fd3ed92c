import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar/avatar';
import { useTrending } from '../explore/trending';
import drawer from './mobile-drawer.module.css';
import { pickSplash } from './splash';

/**
 * The logged-out drawer's splash and its credit link to the featured blog (spec document 3 §2).
 * The drawer mounts on its first opening, so trending is asked for only then (or comes from the
 * explore page's cache).
 */
export function DrawerSplash() {
  const splash = pickSplash(useTrending().data?.pages[0]?.posts ?? []);
  if (!splash) return null;
  return (
    <figure className={drawer.splash}>
      {splash.image && <img className={drawer.art} src={splash.image} alt="" />}
      <figcaption className={drawer.credit}>
        {splash.image ? 'Art from' : 'Featured blog'}
        <Link to={splash.url} className={drawer.creditLink}>
          <Avatar blogName={splash.name} size={24} shape={splash.shape} alt="" />
          {splash.name}
        </Link>
      </figcaption>
    </figure>
  );
}
