// The toolbar's brand switch. A brand is built in (CRF_BRAND swaps theme/tokens.ts at build time,
// build/vite/second-brand.ts), so each brand is its own catalogue: `npm run build-storybook` writes the main one to
// storybook-static/ and the second to storybook-static/second-brand/; in development `npm run storybook` serves the
// main one on STORYBOOK_PORT (6006) and `npm run storybook:second` the second on STORYBOOK_SECOND_PORT (6007).
// Picking the other brand opens the same story in the other catalogue.
import type { Decorator } from '@storybook/react-vite';

const brands = { main: 'theme/tokens.ts', second: 'Second brand (theme/fixtures/second-brand.ts)' } as const;
type Brand = keyof typeof brands;

/** The brand this catalogue is built in (.storybook/main.ts sets it from CRF_BRAND). */
export const builtBrand: Brand = import.meta.env.STORYBOOK_BRAND === 'second' ? 'second' : 'main';

export const brandGlobalType = {
  description: 'Brand (each is its own build)',
  toolbar: {
    title: 'Brand',
    icon: 'paintbrush' as const,
    items: Object.entries(brands).map(([value, title]) => ({ value, title })),
    dynamicTitle: true,
  },
};

/** The other brand's catalogue, at the same story: beside this one when built, on its own port in development. */
function otherBrandUrl(brand: Brand, from: Location): string {
  const search = new URLSearchParams(from.search);
  search.delete('globals');
  const query = search.toString() ? `?${search.toString()}` : '';
  if (import.meta.env.DEV) {
    const env = import.meta.env as Record<string, string | undefined>;
    const port = brand === 'second' ? (env.STORYBOOK_SECOND_PORT ?? '6007') : (env.STORYBOOK_PORT ?? '6006');
    return `${from.protocol}//${from.hostname}:${port}/${query}`;
  }
  const here = from.pathname.replace(/[^/]*$/, '');
  const base = builtBrand === 'second' ? here.replace(/second-brand\/$/, '') : here;
  return `${base}${brand === 'second' ? 'second-brand/' : ''}${query}`;
}

/** Opens the other brand's catalogue when the toolbar picks it. */
export const withBrand: Decorator = (Story, { globals }) => {
  const picked = globals.brand as Brand | undefined;
  if (picked && picked !== builtBrand && window.top)
    window.top.location.href = otherBrandUrl(picked, window.top.location);
  return Story();
};
