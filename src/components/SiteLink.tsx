// One link for every href the content uses: home-page sections, routes, and mailto/tel.
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';

export interface SiteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>) {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * "#section" is a section of the home page: on the home page it scrolls there (the layout does the
 * scrolling and focus), elsewhere it links to "/#section". Paths starting with "/" are routes.
 */
export function SiteLink({ href, onClick, ref, children, ...rest }: SiteLinkProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  if (href.startsWith('#')) {
    if (pathname !== '/') {
      return (
        <RouterLink ref={ref} to={`/${href}`} onClick={onClick} {...rest}>
          {children}
        </RouterLink>
      );
    }
    return (
      <a
        ref={ref}
        href={href}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented || !isPlainLeftClick(event)) return;
          event.preventDefault();
          void navigate({ hash: href });
        }}
        {...rest}
      >
        {children}
      </a>
    );
  }
  if (href.startsWith('/')) {
    // The link to the page being read says so (the header's Blog on /blog); "/#…" is a section, not a page.
    const current = href === pathname ? 'page' : undefined;
    return (
      <RouterLink ref={ref} to={href} onClick={onClick} aria-current={current} {...rest}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a ref={ref} href={href} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
