// Storybook: the component catalogue (docs/catalogue.md). Its Vite build merges the site's
// vite.config.ts, so CRF_BRAND=second swaps in the second brand here as it does for the site (its fonts too).
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // Each story file sits beside its component; the foundations (the tokens as painted) are docs pages here.
  stories: ['./foundations/*.mdx', '../src/**/*.stories.tsx'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-themes',
    // A toolbar toggle (and `parameters.pseudo`) that paints :hover and :focus-visible in the UI.
    'storybook-addon-pseudo-states',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The site's images (/images/…) at the same paths.
  staticDirs: ['../public'],
  // No request off the catalogue's own origin: no telemetry, no news feed.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Props tables on each component's docs page, read from its TypeScript props.
  typescript: { reactDocgen: 'react-docgen' },
  // Which brand this catalogue is built in, for the toolbar's brand switch (.storybook/brands.ts).
  env: (config) => ({ ...config, STORYBOOK_BRAND: process.env.CRF_BRAND === 'second' ? 'second' : 'main' }),
};

export default config;
