// The catalogue's widths and the parameters stories set, shared by the preview, the test projects and the stories.

/** The two widths every story is tested at: a phone (the compact bar, the drawer) and a desktop (the full bar). */
export const catalogueViewports = {
  phone: { name: 'Phone (390px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Desktop (1280px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export type CatalogueViewport = keyof typeof catalogueViewports;

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
