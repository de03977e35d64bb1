// Navigates to any site href from code (used by the mobile menu after it has closed).
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { routerTarget } from '../components/siteHref';

export function useSiteNavigate(): (href: string) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (href: string) => {
      const to = routerTarget(href, pathname);
      if (to === null) window.location.assign(href);
      else void navigate(to);
    },
    [navigate, pathname],
  );
}
