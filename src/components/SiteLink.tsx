// One link for every href the content uses: home-page sections, routes, and mailto/tel.
import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { findHashTarget, SCROLL_BEGUN_STATE, scrollToSection } from './sectionNavigation';
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
  // A section of the home page, from the home page: the glide starts at once, in the press's own task (not
  // after the router has rendered the new location), then the router moves the hash.
  return (
    <a
      ref={ref}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        const target = findHashTarget(href);
        if (target) scrollToSection(target, { smooth: true });
        void navigate(to, { state: target ? SCROLL_BEGUN_STATE : undefined });
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
