// Every story renders inside the site's own providers (theme, CSS baseline, tooltip group), beside the notices
// stack and with the page script's behaviours, as a prerendered page has them; in the scheme the toolbar (or the
// test project) picks, set the way the site sets it; and checked by axe with the browser gate's rules.
import { DecoratorHelpers } from '@storybook/addon-themes';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { configure } from 'storybook/test';
import { axeTags, experimentalRules } from '../e2e/axeRules';
import { AppProviders } from '../src/app/AppProviders';
import { NoticesStack } from '../src/components/notices/NoticesStack';
import { COLOR_MODE_ATTRIBUTE } from '../src/controls/color-scheme/colorSchemeNames';
import { followColorSchemeChoice } from '../src/controls/color-scheme/pageColorScheme';
import { answerMenuPresses } from '../src/controls/menu/pageMenu';
import { PageMenu } from '../src/controls/menu/PageMenu';
import { showNoticesOnRequest } from '../src/startup/page-script/notices';
import { colorSchemeAttribute, colorSchemeStorageKey } from '../theme/colorScheme';
import { brandGlobalType, builtBrand, withBrand } from './brands';
import { catalogueViewports, type RouterParameter } from './parameters';

const schemes = ['light', 'dark'] as const;
type Scheme = (typeof schemes)[number];

// The page script's document-wide listeners: the colour-scheme menu's radios and the page's menu. The notices'
// listeners are set up per story (below), so that one story's notices never hold another's places.
document.documentElement.lang = 'en';
// findBy…/waitFor give up after 1 s by default; on a busy two-core machine a lazy chunk or a transition can take
// longer. A passing wait still returns as soon as its condition holds.
configure({ asyncUtilTimeout: 15_000 });
followColorSchemeChoice();
answerMenuPresses();
DecoratorHelpers.initializeThemeState([...schemes], 'light');

/**
 * The scheme as the site applies a visitor's choice: remembered where MUI and the page script read it, the
 * control's icon named on <html> (data-color-mode), the variables chosen on <html> (data-mui-color-scheme). The
 * providers remount on a change of scheme, so that MUI starts from the stored choice as it does on a page load.
 */
function applyScheme(scheme: Scheme) {
  const root = document.documentElement;
  localStorage.setItem(colorSchemeStorageKey, scheme);
  root.setAttribute(COLOR_MODE_ATTRIBUTE, scheme);
  root.setAttribute(colorSchemeAttribute, scheme);
}

/** The page script's notices (src/startup/page-script/notices.ts), for this story only. */
function PageScriptNotices() {
  useEffect(() => showNoticesOnRequest(), []);
  return null;
}

const withSite: Decorator = (Story, context) => {
  const picked = DecoratorHelpers.pluckThemeFromContext(context);
  const scheme: Scheme = picked === 'dark' ? 'dark' : 'light';
  applyScheme(scheme);
  return (
    <AppProviders key={scheme}>
      <Story />
      {/* Beside the page, as the prerender places it beside the app's root (the stack's own stories render theirs). */}
      {context.parameters.noticesStack !== false && <NoticesStack template="hidden" />}
      {/* The page's menu, which the menu toggle opens until the drawer is ready (its own router: outside the story's). */}
      <MemoryRouter>
        <PageMenu />
      </MemoryRouter>
      <PageScriptNotices />
    </AppProviders>
  );
};

/** Components that link (SiteLink) need a router: a memory router at `parameters.router.path` (default "/"). */
const withRouter: Decorator = (Story, { parameters }) => {
  const router = parameters.router as RouterParameter | undefined;
  // A page story brings the site's own route table and router.
  if (router === false) return <Story />;
  return (
    <MemoryRouter initialEntries={[router?.path ?? '/']}>
      <Story />
    </MemoryRouter>
  );
};

// The experimental rules the browser gate switches on (e2e/axe.ts), on here too.
const experimental = Object.fromEntries(experimentalRules.map((id) => [id, { enabled: true }]));

const preview: Preview = {
  // A docs page for every component: its props (react-docgen), its stories as states, its usage from the comments.
  tags: ['autodocs'],
  // The last wraps the others: the providers outside the router.
  decorators: [withRouter, withSite, withBrand],
  globalTypes: { brand: brandGlobalType },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: catalogueViewports },
    a11y: {
      // A violation fails the story's test (npm run test:catalogue), not only the panel.
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: [...axeTags] },
        rules: experimental,
        resultTypes: ['violations', 'incomplete'],
      },
    },
  },
  initialGlobals: {
    brand: builtBrand,
    theme: 'light',
    viewport: { value: 'desktop', isRotated: false },
  },
};

export default preview;
