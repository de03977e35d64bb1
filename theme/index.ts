// Builds the site's MUI theme from the tokens and the component overrides.
import { createTheme, type Theme } from '@mui/material/styles';
import './augmentation';
import { baselineOverrides } from './components/baseline';
import { colorSchemeAttribute, cssVarPrefix } from './colorScheme';
import { focusVisibleRing } from './focus';
import { feedbackOverrides } from './components/feedback';
import { inputsOverrides } from './components/inputs';
import { navigationOverrides } from './components/navigation';
import { surfacesOverrides } from './components/surfaces';
import { darkScheme, lightScheme, motion, radii, spacingUnit, type SchemeTokens } from './tokens';
import { defaultTypeTokens, textRoleElements, typographyFrom, type TypeTokens } from './typography';

export { colorSchemeAttribute, colorSchemeStorageKey } from './colorScheme';

function paletteFrom(tokens: SchemeTokens) {
  const { text, ...rest } = tokens;
  return { ...rest, text: { ...text, disabled: tokens.mutedControl.text } };
}

/** The radii as CSS lengths, for `sx`: there a bare number would multiply the theme's radius instead. */
export const radius = {
  small: `${radii.small}px`,
  medium: `${radii.medium}px`,
  large: `${radii.large}px`,
  pill: `${radii.pill}px`,
} as const;

/** The colour schemes to build; tests pass other tokens to prove the contrast contract can fail. */
export interface AppThemeSchemes {
  light: SchemeTokens;
  dark: SchemeTokens;
}

export function createAppTheme(
  schemes: AppThemeSchemes = { light: lightScheme, dark: darkScheme },
  type: TypeTokens = defaultTypeTokens,
): Theme {
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
    typography: typographyFrom(type),
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
      MuiTypography: { defaultProps: { variantMapping: textRoleElements } },
      ...baselineOverrides,
      ...navigationOverrides,
      ...surfacesOverrides,
      ...inputsOverrides,
      ...feedbackOverrides,
    },
  });
}

export const theme = createAppTheme();
