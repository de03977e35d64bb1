// The rules the theme keeps for every page: schemes as CSS variables, one focus ring, targets, motion, forced colours.
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { tagStyles } from './components/dataDisplay';
import CssBaseline from '@mui/material/CssBaseline';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { cssVarPrefix } from './colorScheme';
import { colorSchemeAttribute, theme } from './index';
import { darkScheme, focusRing, lightScheme, targetSize } from './tokens';

function renderThemed(children: ReactNode) {
  return render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>,
  );
}

/** All CSS the page holds, as Emotion wrote it into <style> tags (jsdom's CSSOM would drop !important). */
function documentCss() {
  return [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
}

/** The styles a component override produces for the real theme. */
function override(name: keyof NonNullable<Theme['components']>, slot = 'root'): string {
  const component = theme.components?.[name] as { styleOverrides?: Record<string, unknown> } | undefined;
  const styleOverrides = component?.styleOverrides;
  const style = styleOverrides?.[slot];
  return JSON.stringify(
    typeof style === 'function' ? (style as (props: object) => unknown)({ theme, ownerState: {} }) : style,
  );
}

describe('colour schemes', () => {
  it('builds light and dark schemes as CSS variables switched by an attribute on <html>', () => {
    const sheets = JSON.stringify(theme.generateStyleSheets());
    expect(sheets).toContain(`:root, [${colorSchemeAttribute}=\\"light\\"]`);
    expect(sheets).toContain(`[${colorSchemeAttribute}=\\"dark\\"]`);
    expect(sheets).toContain(`"--${cssVarPrefix}-palette-background-default":"${darkScheme.background.default}"`);
  });

  it('follows a dark system without JavaScript: dark variables on :root until a scheme is set', () => {
    const baseline = theme.components!.MuiCssBaseline!.styleOverrides as (theme: Theme) => Record<string, unknown>;
    const noScript = baseline(theme)['@media (prefers-color-scheme: dark)'] as Record<string, Record<string, string>>;
    const dark = noScript[`:root:not([${colorSchemeAttribute}])`]!;
    expect(dark.colorScheme).toBe('dark');
    expect(dark[`--${cssVarPrefix}-palette-background-default`]).toBe(darkScheme.background.default);
    expect(dark[`--${cssVarPrefix}-palette-text-primary`]).toBe(darkScheme.text.primary);
    expect(dark[`--${cssVarPrefix}-palette-focusRing`]).toBe(darkScheme.focusRing);
  });

  it('paints components with variables only, so the attribute alone switches the scheme', () => {
    const appBar = JSON.parse(override('MuiAppBar')) as { backgroundColor: string };
    expect(appBar.backgroundColor).toMatch(new RegExp(`^var\\(--${cssVarPrefix}-palette-bar\\b`));
  });
});

describe('one focus ring on every interactive component', () => {
  it('is the theme focusVisible ring in the focusRing colour', () => {
    expect(theme.focusVisible).toMatchObject({
      outlineStyle: 'solid',
      outlineWidth: focusRing.width,
      outlineColor: `var(--${cssVarPrefix}-palette-focusRing)`,
    });
  });

  it.each([
    ['button', <Button key="x">Join Us</Button>],
    ['icon button', <IconButton key="x" aria-label="Menu" />],
    [
      'link',
      <Link key="x" href="/blog">
        Blog
      </Link>,
    ],
    ['clickable chip', <Chip key="x" label="Filter" onClick={() => {}} />],
    [
      'toggle button',
      <ToggleButton key="x" value="dark">
        Dark
      </ToggleButton>,
    ],
    ['list item button', <ListItemButton key="x">Item</ListItemButton>],
    [
      'menu item',
      <MenuList key="x">
        <MenuItem>Dark</MenuItem>
      </MenuList>,
    ],
    [
      'tab',
      <Tabs key="x" value={0} aria-label="Tabs">
        <Tab label="One" />
      </Tabs>,
    ],
  ])('%s draws the ring in its focus-visible state', async (_, element) => {
    renderThemed(element);
    await userEvent.tab();
    const focused = document.activeElement as HTMLElement;
    expect(focused).not.toBe(document.body);
    // jsdom cannot tell keyboard focus apart, so look for the rule MUI applies in that state.
    const css = documentCss();
    const hasRing = [...focused.classList]
      .filter((name) => name.startsWith('css-'))
      .some((name) => new RegExp(`\\.${name}\\.Mui-focusVisible\\{[^}]*outline-width:${focusRing.width}px`).test(css));
    expect(hasRing, `no focus ring rule for ${focused.outerHTML}`).toBe(true);
  });

  it('insets the ring in menus so the menu cannot clip it', () => {
    expect(override('MuiMenuItem')).toContain(`"outlineOffset":-${focusRing.width}`);
  });

  it('repaints the ring in the system highlight colour under forced colours', () => {
    expect(JSON.stringify(theme.focusVisible)).toContain(
      '"@media (forced-colors: active)":{"outlineColor":"Highlight"}',
    );
  });

  it("draws the ring on every focusable element from the page's own CSS, over MUI's `outline: 0`", () => {
    renderThemed(<a href="#main">Skip</a>);
    // :is() weighs a class and the pseudo-class: more than ButtonBase's one class, whatever the order.
    expect(documentCss()).toMatch(
      /:is\(a, button, input, select, textarea, summary, \[tabindex\]\):focus-visible\{[^}]*outline-width:3px/,
    );
  });

  it('draws the ring inside notices in the colour made for their inverted surface', () => {
    expect(override('MuiAlert')).toContain(
      `"--${cssVarPrefix}-palette-focusRing":"var(--${cssVarPrefix}-palette-inverse-focusRing`,
    );
  });
});

describe('targets', () => {
  it.each([
    ['MuiButton', targetSize.primary],
    ['MuiIconButton', targetSize.primary],
    ['MuiMenuItem', targetSize.primary],
    ['MuiToggleButton', targetSize.primary],
    ['MuiListItemButton', targetSize.primary],
  ] as const)('%s is at least %ipx high', (name, size) => {
    expect(override(name)).toContain(`"minHeight":${size}`);
  });

  it('keeps small buttons above the 24px minimum', () => {
    const small = JSON.parse(override('MuiButton', 'sizeSmall')) as { minHeight: number };
    expect(small.minHeight).toBeGreaterThanOrEqual(targetSize.minimum);
  });
});

describe('motion and forced colours', () => {
  it('turns transitions off under prefers-reduced-motion (0s: any duration would delay every style change a frame)', () => {
    expect(theme.motion.reducedMotion).toBe('system');
    renderThemed(null);
    expect(documentCss()).toMatch(
      /@media \(prefers-reduced-motion: reduce\)\{\*,\*::before,\*::after\{[^}]*transition-duration:0s!important;transition-delay:0s!important/,
    );
  });

  it.each([
    ['MuiAppBar', 'root', 'borderBottom'],
    ['MuiDrawer', 'paper', 'borderLeft'],
    ['MuiMenu', 'paper', 'borderColor'],
    ['MuiButton', 'root', 'border'],
    ['MuiCard', 'root', 'border'],
    ['MuiTooltip', 'tooltip', 'border'],
    ['MuiAlert', 'root', 'border'],
  ] as const)('%s keeps its edge (%s) when the system forces colours', (name, slot, property) => {
    expect(override(name, slot)).toMatch(
      new RegExp(`"@media \\(forced-colors: active\\)":\\{"${property}":"[^"]*(CanvasText|ButtonText)`),
    );
  });
});

describe('tags and article type badges', () => {
  const styles = JSON.stringify(tagStyles(theme));
  it.each(Object.keys(lightScheme.badges))('styles the "%s" badge from its tokens', (type) => {
    expect(styles).toContain(
      `"&[data-badge=\\"${type}\\"]":{"color":"var(--${cssVarPrefix}-palette-badges-${type}-text`,
    );
  });

  it("keeps a tag's edge when the system forces colours", () => {
    expect(styles).toMatch(/"@media \(forced-colors: active\)":\{"border":"[^"]*CanvasText/);
  });

  it('renders a badge in its colours', () => {
    renderThemed(
      <Box component="span" data-badge="funding-news" sx={tagStyles}>
        Funding news
      </Box>,
    );
    expect(screen.getByText('Funding news')).toBeInTheDocument();
    expect(documentCss()).toContain('[data-badge="funding-news"]');
  });
});
