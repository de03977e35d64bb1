// After client-side navigation: sets the page title, scrolls to a named section (80px above it)
// or to the top, and moves keyboard focus to the section or to the new page's h1.
import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useMatches, useNavigationType } from 'react-router-dom';
import { findHashTarget, scrollHasBegun, scrollToSection } from '../components/sectionNavigation';
import { isRouteHandle, pageMeta } from './pageMeta';
import { pagePrerendered } from '../startup/prerendered';

function useCurrentMeta() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle;
  return isRouteHandle(handle) ? handle.meta : pageMeta.home;
}

export function useRouteFocus(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const meta = useCurrentMeta();
  const isFirstRender = useRef(true);
  const previousPathname = useRef(location.pathname);

  useEffect(() => {
    // The error screen replaces the page its route names, and says so in the title (ErrorPage sets it too).
    document.title = document.querySelector('[data-error-screen]') ? pageMeta.error.title : meta.title;
  }, [meta.title]);

  useEffect(() => {
    const firstRender = isFirstRender.current;
    const pathChanged = previousPathname.current !== location.pathname;
    isFirstRender.current = false;
    previousPathname.current = location.pathname;

    const target = findHashTarget(location.hash);
    // A prerendered page is already at its anchor: the browser followed it (CSS scroll-padding), on load or
    // on a link taken before the app started, which is after the first interaction. The visitor may have
    // moved on since, and an instant scroll during the browser's glide overshoots (Chromium): leave both be.
    if (target && firstRender && pagePrerendered) return;
    if (target) {
      // A link on this page has begun the glide already (SiteLink); going back to that entry has not.
      if (navigationType !== NavigationType.Pop && scrollHasBegun(location.state)) return;
      // A new page jumps, a same-page link glides.
      scrollToSection(target, { smooth: !firstRender && !pathChanged });
      return;
    }
    if (firstRender || !pathChanged) return;
    if (navigationType !== NavigationType.Pop) window.scrollTo({ top: 0, behavior: 'instant' });
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
  }, [location.key, location.hash, location.pathname, location.state, navigationType]);
}
