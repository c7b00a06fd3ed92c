import { useIsMobile } from '../../ui/layout/use-media-query';
import { DesktopHeader } from './desktop-header';
import { MobileHeader } from './mobile-header';

/** The 52 px header on wide screens (spec document 1 §2); the mobile header below 990 px (document 3). */
export function Header() {
  return useIsMobile() ? <MobileHeader /> : <DesktopHeader />;
}
