// Builds the site's MUI theme from the tokens and the component overrides.
import { createTheme, type Theme } from '@mui/material/styles';
import './augmentation';
import { baselineOverrides } from './components/baseline';
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

/** The attribute on <html> that names the active scheme ("light" or "dark"). */
export const colorSchemeAttribute = 'data-mui-color-scheme';
/** The localStorage key that remembers the visitor's choice of light, dark or system. */
export const colorSchemeStorageKey = 'crf-color-scheme';

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

export function createAppTheme(): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: colorSchemeAttribute, cssVarPrefix: 'crf' },
    colorSchemes: {
      light: { palette: paletteFrom(lightScheme) },
      dark: { palette: paletteFrom(darkScheme) },
    },
    spacing: spacingUnit,
    shape: { borderRadius: radii.medium },
    typography: {
      fontFamily,
      h1: heading('h1'),
      h2: heading('h2'),
      h3: heading('h3'),
      h4: heading('h4'),
      h5: { fontSize: '1.0625rem', fontWeight: 700 },
      h6: { fontSize: '1rem', fontWeight: 700 },
      body1: { fontSize: `${typeScale.body1}rem`, lineHeight: 1.65 },
      body2: { fontSize: `${typeScale.body2}rem`, lineHeight: 1.6 },
      caption: { fontSize: `${typeScale.caption}rem`, lineHeight: 1.5 },
      button: { textTransform: 'none', fontWeight: 650, fontSize: '1rem' },
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
