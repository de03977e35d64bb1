// How a site href is followed, in one place for links (SiteLink, the menu's items) and code (useSiteNavigate).
import type { MouseEvent } from 'react';
import type { To } from 'react-router-dom';

/** A click the page may take over: the main button and no modifier (those open a tab, a window, a download). */
export function isPlainLeftClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>) {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * Where the router takes a site href from the page at `pathname`: "#section" is a section of the home page (a
 * hash there, "/#section" elsewhere), a path is a route, anything else (mailto:, tel:) is not the router's: null.
 */
export function routerTarget(href: string, pathname: string): To | null {
  if (href.startsWith('#')) return pathname === '/' ? { hash: href } : `/${href}`;
  if (href.startsWith('/')) return href;
  return null;
}
