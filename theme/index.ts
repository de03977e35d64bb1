// Builds the site's MUI theme from the tokens and the component overrides.
import { createTheme, type Theme } from '@mui/material/styles';
import './augmentation';
import { baselineOverrides } from './components/baseline';
import { colorSchemeAttribute, cssVarPrefix } from './colorScheme';
import { focusVisibleRing } from './focus';
import { dataDisplayOverrides } from './components/dataDisplay';
import { feedbackOverrides } from './components/feedback';
import { inputsOverrides } from './components/inputs';
import { navigationOverrides } from './components/navigation';
import { surfacesOverrides } from './components/surfaces';
import {
  darkScheme,
  fontFamily,
  lightScheme,
  motion,
  radii,
  spacingUnit,
  typeScale,
  type SchemeTokens,
} from './tokens';

export { colorSchemeAttribute, colorSchemeStorageKey } from './colorScheme';

function paletteFrom(tokens: SchemeTokens) {
  const { text, ...rest } = tokens;
  return { ...rest, text: { ...text, disabled: tokens.mutedControl.text } };
}

/** A heading size that grows from `min` rem on a 320px screen to `max` rem at 1280px. */
function fluid(min: number, max: number): string {
  const slope = (max - min) / (80 - 20);
  return `clamp(${min}rem, ${(min - slope * 20).toFixed(4)}rem + ${(slope * 100).toFixed(4)}vw, ${max}rem)`;
}

function heading(level: 'h1' | 'h2' | 'h3' | 'h4') {
  const { min, max, weight, lineHeight } = typeScale[level];
  return { fontSize: fluid(min, max), fontWeight: weight, lineHeight, letterSpacing: '-0.01em' };
}

/** The colour schemes to build; tests pass other tokens to prove the contrast contract can fail. */
export interface AppThemeSchemes {
  light: SchemeTokens;
  dark: SchemeTokens;
}

export function createAppTheme(schemes: AppThemeSchemes = { light: lightScheme, dark: darkScheme }): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: colorSchemeAttribute, cssVarPrefix },
    colorSchemes: {
      light: { palette: paletteFrom(schemes.light) },
      dark: { palette: paletteFrom(schemes.dark) },
    },
    // One keyboard focus ring for every interactive MUI component (insets itself in menus and tabs).
    focusVisible: focusVisibleRing(`var(--${cssVarPrefix}-palette-focusRing)`),
    // MUI's own transitions (drawer, menu, tooltip) are skipped when the system asks for less motion.
    motion: { reducedMotion: 'system' },
    spacing: spacingUnit,
    shape: { borderRadius: radii.medium },
    typography: {
      fontFamily,
      h1: heading('h1'),
      h2: heading('h2'),
      h3: heading('h3'),
      h4: heading('h4'),
      h5: { fontSize: `${typeScale.h5.size}rem`, fontWeight: typeScale.h5.weight },
      h6: { fontSize: `${typeScale.h6.size}rem`, fontWeight: typeScale.h6.weight },
      body1: { fontSize: `${typeScale.body1}rem`, lineHeight: 1.65 },
      body2: { fontSize: `${typeScale.body2}rem`, lineHeight: 1.6 },
      caption: { fontSize: `${typeScale.caption}rem`, lineHeight: 1.5 },
      button: { textTransform: 'none', fontWeight: typeScale.button.weight, fontSize: `${typeScale.button.size}rem` },
    },
    transitions: {
      duration: {
        shortest: motion.short,
        shorter: motion.short,
        short: motion.short,
        standard: motion.standard,
        complex: motion.long,
        enteringScreen: motion.standard,
        leavingScreen: motion.short,
      },
    },
    components: {
      ...baselineOverrides,
      ...navigationOverrides,
      ...surfacesOverrides,
      ...inputsOverrides,
      ...feedbackOverrides,
      ...dataDisplayOverrides,
    },
  });
}

export const theme = createAppTheme();
