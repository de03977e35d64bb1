// Renders one URL to HTML with its critical CSS, through the same route table as the browser.
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { colorSchemeAttribute, colorSchemeStorageKey } from '../../theme';
import { darkScheme, lightScheme } from '../../theme/tokens';
import { site } from '../content/site';
import { BesideRoot } from '../startup/BesideRoot';
import { AppProviders } from './AppProviders';
import { createEmotionCache } from './emotionCache';
import { pageMeta, type PageMeta } from '../content/pageMeta';
import { isRouteHandle } from './pageMeta';
import { routes } from './routes';
import { MAIN_ID } from './constants';

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The markup that goes beside #root, which the app never renders: the page's menu and the notices stack. */
  besideRoot: string;
  /** <style> tags holding exactly the CSS the markup uses. */
  styles: string;
  /** The inline script that applies the saved or system colour scheme before first paint. */
  colorSchemeScript: string;
  /**
   * Holds the first paint until the whole bar has arrived (HTML's `expect` link, in Chromium): painted from part of
   * the HTML (a slow network or a busy device), the bar showed its scheme control at the end, then moved it as the
   * menu toggle came. Where it is unknown (Firefox, WebKit) the browser paints as before.
   */
  paintOnceBarArrived: string;
  meta: PageMeta;
  statusCode: number;
}

export { site };
/**
 * The start-up's names, for the prerender (scripts/prerender.mjs), which writes the page script's attributes,
 * and for the bench (scripts/bench/names.mjs), which finds the page's parts by them.
 */
export * as startupNames from '../startup/contract';
/** The controls' names, for the bench. */
export * as menuNames from '../controls/menu/menuNames';
export * as colorSchemeNames from '../controls/color-scheme/colorSchemeNames';
export { APP_OWNED_ATTRIBUTE } from '../startup/handover';
/** What the blog's feed is built from (scripts/feed.mjs, written by the prerender): the blog page's own content. */
export { posts, featuredPostId } from '../content/posts';
export { manifestoContent } from '../content/manifesto';
export { blogFeed } from '../content/home';
export { isoDate } from '../content/postDate';
export { parseArticle } from '../components/articleBody';

/** Colours for the browser's own chrome (theme-color, the web app manifest), from the theme's tokens. */
export const themeColors = {
  light: lightScheme.background.default,
  dark: darkScheme.background.default,
  primary: lightScheme.primary.main,
};

/**
 * An empty <style> that names the styles the render produced but the page does not use: the partial
 * styles of components built on other components (AppBar's own rules before Paper's are merged in,
 * and so on). Hydration produces them again; named here, the browser's Emotion cache counts them as
 * present instead of inserting some hundred unused rules while the page starts.
 */
function knownStylesTag(cache: EmotionCache, chunks: { ids: string[] }[]): string {
  const critical = new Set(chunks.flatMap((chunk) => chunk.ids));
  const unused = Object.keys(cache.inserted).filter((name) => !critical.has(name));
  return unused.length ? `<style data-emotion="${cache.key} ${unused.join(' ')}"></style>` : '';
}

export async function render(url: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, site.origin)));
  if (context instanceof Response) throw new Error(`Prerender of ${url} answered a redirect.`);

  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createEmotionCache();
  const emotionServer = createEmotionServer(cache);
  const html = renderToString(
    <AppProviders emotionCache={cache}>
      {/* No loaders, so the browser router needs no hydration data (and no inline script). */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const besideRoot = renderToString(
    <AppProviders emotionCache={cache}>
      <BesideRoot location={url} />
    </AppProviders>,
  );
  const chunks = emotionServer.extractCriticalToChunks(html + besideRoot);
  const styles = emotionServer.constructStyleTagsFromChunks(chunks) + knownStylesTag(cache, chunks.styles);
  const handle: unknown = [...context.matches].reverse().find((match) => isRouteHandle(match.route.handle))
    ?.route.handle;
  const colorSchemeScript = renderToStaticMarkup(
    <InitColorSchemeScript attribute={colorSchemeAttribute} modeStorageKey={colorSchemeStorageKey} />,
  );
  return {
    html,
    besideRoot,
    styles,
    colorSchemeScript,
    paintOnceBarArrived: `<link rel="expect" href="#${MAIN_ID}" blocking="render">`,
    meta: isRouteHandle(handle) ? handle.meta : pageMeta.home,
    statusCode: context.statusCode,
  };
}
