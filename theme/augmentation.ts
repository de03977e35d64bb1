// Teaches MUI's types about the palette keys and text roles this design system adds (see tokens.ts, typography.ts).
import type {} from '@mui/material/themeCssVarsAugmentation';
import type { CSSProperties } from 'react';
import type { SchemeTokens } from './tokens';
import type { TextRole } from './typography';

declare module '@mui/material/styles' {
  interface Palette {
    bar: string;
    frostedBar: string;
    focusRing: string;
    accent: string;
    inverse: SchemeTokens['inverse'];
    mutedControl: SchemeTokens['mutedControl'];
    badges: SchemeTokens['badges'];
  }
  interface PaletteOptions {
    bar?: string;
    frostedBar?: string;
    focusRing?: string;
    accent?: string;
    inverse?: SchemeTokens['inverse'];
    mutedControl?: SchemeTokens['mutedControl'];
    badges?: SchemeTokens['badges'];
  }
  // The text roles as theme.typography entries (read by `sx={{ typography: 'navLink' }}` and the overrides).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface TypographyVariants extends Record<TextRole, CSSProperties> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface TypographyVariantsOptions extends Partial<Record<TextRole, CSSProperties>> {}
}

declare module '@mui/material/Typography' {
  // <Typography variant="eyebrow">: each text role is a variant.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface TypographyPropsVariantOverrides extends Record<TextRole, true> {}
}

export {};
