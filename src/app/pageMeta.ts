// The route handle each page route carries: its <title> and meta description (src/content/pageMeta.ts), read by
// the layout on navigation and by the prerender.
import type { PageMeta } from '../content/pageMeta';

/** The route handle every page route carries. */
export interface RouteHandle {
  meta: PageMeta;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}
