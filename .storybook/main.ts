// Storybook: the component catalogue (docs/theming.md, "Component catalogue"). Its Vite build merges the site's
// vite.config.ts, so CRF_BRAND=second swaps in the second brand here as it does for the site.
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // Each story file sits beside its component.
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-themes'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The site's images (/images/…) at the same paths.
  staticDirs: ['../public'],
  // No request off the catalogue's own origin: no telemetry, no news feed.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // No docs pages: nothing reads the components' prop tables.
  typescript: { reactDocgen: false },
};

export default config;
