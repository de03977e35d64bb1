// One link for every href the content uses: pages, sections of the home page, mailto: and tel:. A plain <a>
// the browser follows, with or without the app (siteHref.ts says where it leads).
import type { AnchorHTMLAttributes, Ref } from 'react';
import { useLocation } from 'react-router-dom';
import { isCurrentPage, siteHref } from './siteHref';

export interface SiteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

export function SiteLink({ href, ref, children, ...rest }: SiteLinkProps) {
  const { pathname } = useLocation();
  return (
    <a ref={ref} href={siteHref(href)} aria-current={isCurrentPage(href, pathname) ? 'page' : undefined} {...rest}>
      {children}
    </a>
  );
}
