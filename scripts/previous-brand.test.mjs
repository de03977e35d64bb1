// The colours e2e/brand.spec.ts holds out of dist/ after a rebrand: read from a tokens.ts source as written, the
// brand's hues whether an entry spells its colour or names the constant that holds it.
import { describe, expect, it } from 'vitest';
import { brandHuesIn, coloursIn } from './previous-brand.mjs';

describe('coloursIn', () => {
  it('reads #rgb spelled out, #rrggbb and rgb()/rgba() in lower case without spaces', () => {
    expect([...coloursIn("a: '#ABC', b: '#3730a3', c: 'rgba(55, 48, 163, 0.5)', d: 'rgb(1,2,3)'")]).toEqual([
      '#aabbcc',
      '#3730a3',
      'rgba(55,48,163,0.5)',
      'rgb(1,2,3)',
    ]);
  });
});

describe('brandHuesIn', () => {
  it('takes main, light and dark of primary and secondary, and not contrastText or other entries', () => {
    const source = `
      primary: { main: '#3730a3', light: '#4f46e5', dark: '#312e81', contrastText: '#ffffff' },
      secondary: { main: "#0f766e" },
      error: { main: '#b91c1c' },`;
    expect([...brandHuesIn(source)].sort()).toEqual(['#0f766e', '#312e81', '#3730a3', '#4f46e5']);
  });

  it('reads the colour of a constant an entry names (the light brand colour, written once)', () => {
    const source = `
      const lightPrimaryMain = '#1e3a8a';
      const light = { primary: { main: lightPrimaryMain, dark: '#172554' } };`;
    expect([...brandHuesIn(source)].sort()).toEqual(['#172554', '#1e3a8a']);
  });

  it('finds no colour where a named constant is not in the source', () => {
    expect([...brandHuesIn('primary: { main: importedColour }')]).toEqual([]);
  });
});
