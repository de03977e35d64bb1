// The catalogue's widths and the parameters stories set, shared by the preview, the test projects and the stories.
import { FULL_BAR_MIN_WIDTH_REM } from '../src/app/constants.ts';
import { typeScale } from '../theme/tokens.ts';

/** The two widths every story is tested at: a phone (the compact bar, the drawer) and a desktop (the full bar). */
export const catalogueViewports = {
  phone: { name: 'Phone (390px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Desktop (1280px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  // Only for the full bar where a brand's larger type needs more than 1280px for it (fullBarViewport).
  wide: { name: 'Wide desktop (1680px)', styles: { width: '1680px', height: '900px' }, type: 'desktop' },
  // A 1280×1024 screen at 400% zoom: for the layers that must fit there (the notices).
  zoom400: { name: '400% zoom (320×256)', styles: { width: '320px', height: '256px' }, type: 'mobile' },
} as const;

export type CatalogueViewport = keyof typeof catalogueViewports;

/** The widths every story is tested at; `wide` is for the full bar only. */
export const testedWidths = ['phone', 'desktop'] as const satisfies CatalogueViewport[];

/** `parameters.router`: the path a component's memory router starts at, or false for a story with its own router. */
export type RouterParameter = { path: string } | false;

/**
 * Story globals that pin a story to one width, whatever the toolbar or the test project says. A state that exists
 * at one width only (the drawer, the full bar's links) also carries the tag `phone-only` or `desktop-only`, written
 * out in the story (Storybook reads tags without running the file), and the other width's test projects leave it out.
 */
export function atWidth(viewport: CatalogueViewport) {
  return { viewport: { value: viewport, isRotated: false } };
}

/**
 * The narrowest catalogue width at which the header shows its full bar (every link and action) in the brand being
 * built: the desktop width, unless the brand's type is large enough to need more (the second brand's does).
 */
export function fullBarViewport(): CatalogueViewport {
  const fullBarPx = FULL_BAR_MIN_WIDTH_REM * typeScale.button.size * 16;
  return fullBarPx <= parseInt(catalogueViewports.desktop.styles.width, 10) ? 'desktop' : 'wide';
}
