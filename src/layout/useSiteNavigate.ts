// Navigates to any site href from code (used by the mobile menu after it has closed).
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export function useSiteNavigate(): (href: string) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (href: string) => {
      if (href.startsWith('#')) void navigate(pathname === '/' ? { hash: href } : `/${href}`);
      else if (href.startsWith('/')) void navigate(href);
      else window.location.assign(href);
    },
    [navigate, pathname],
  );
}
