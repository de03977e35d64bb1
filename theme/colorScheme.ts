// Where the colour scheme lives in the DOM and in storage, and the no-JavaScript fallback to the system scheme.
import type { Theme } from '@mui/material/styles';
import { namePrefix } from './namePrefix.ts';

/** The attribute on <html> that names the active scheme ("light" or "dark"). */
export const colorSchemeAttribute = 'data-mui-color-scheme';
/** The localStorage key that remembers the visitor's choice of light, dark or system. */
export const colorSchemeStorageKey = `${namePrefix}-color-scheme`;
/** Prefix of the CSS variables, e.g. --crf-palette-primary-main. */
export const cssVarPrefix = namePrefix;

/**
 * With JavaScript, InitColorSchemeScript sets the attribute before first paint. Without it no attribute is
 * set and :root holds the light variables, so a dark system gets the dark variables here instead.
 */
export function noScriptColorScheme(theme: Theme) {
  const darkSelector = `[${colorSchemeAttribute}="dark"]`;
  const sheets = (theme.generateStyleSheets?.() ?? []) as Record<string, Record<string, unknown>>[];
  const darkVariables = sheets.find((sheet) => darkSelector in sheet)?.[darkSelector];
  if (!darkVariables) return {};
  return { '@media (prefers-color-scheme: dark)': { [`:root:not([${colorSchemeAttribute}])`]: darkVariables } };
}
