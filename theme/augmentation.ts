// Teaches MUI's types about the palette keys this design system adds (see tokens.ts).
import type {} from '@mui/material/themeCssVarsAugmentation';
import type { SchemeTokens } from './tokens';

declare module '@mui/material/styles' {
  interface Palette {
    bar: string;
    frostedBar: string;
    focusRing: string;
    inverse: SchemeTokens['inverse'];
    mutedControl: SchemeTokens['mutedControl'];
    badges: SchemeTokens['badges'];
  }
  interface PaletteOptions {
    bar?: string;
    frostedBar?: string;
    focusRing?: string;
    inverse?: SchemeTokens['inverse'];
    mutedControl?: SchemeTokens['mutedControl'];
    badges?: SchemeTokens['badges'];
  }
}

export {};
