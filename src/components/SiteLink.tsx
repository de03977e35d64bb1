// One link for every href the content uses: home-page sections, routes, and mailto/tel.
import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { isPlainLeftClick, routerTarget } from './siteHref';

export interface SiteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * "#section" is a section of the home page: on the home page it scrolls there (the layout does the
 * scrolling and focus), elsewhere it links to "/#section". Paths starting with "/" are routes.
 */
export function SiteLink({ href, onClick, ref, children, ...rest }: SiteLinkProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const to = routerTarget(href, pathname);
  if (to === null) {
    return (
      <a ref={ref} href={href} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  if (typeof to === 'string') {
    // The link to the page being read says so (the header's Blog on /blog); "/#…" is a section, not a page.
    const current = to === pathname ? 'page' : undefined;
    return (
      <RouterLink ref={ref} to={to} onClick={onClick} aria-current={current} {...rest}>
        {children}
      </RouterLink>
    );
  }
  // A section of the home page, from the home page: the router moves the hash, the layout scrolls.
  return (
    <a
      ref={ref}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        void navigate(to);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
