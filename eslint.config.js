// ESLint: TypeScript with type information, the accessibility of JSX, and the Rules of React (hooks and
// the React Compiler's checks), and Storybook's rules for the catalogue's stories. Formatting is Prettier's job,
// unused code knip's. See docs/security.md.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const fontKey = `:matches([key.name=/^font(Size|Weight|Family)$/], [key.value=/^font(Size|Weight|Family)$/])`;
const radiusKey = `:matches([key.name='borderRadius'], [key.value='borderRadius'])`;

// Colours come from theme/tokens.ts: a colour written anywhere else survives the next rebrand. A hex colour or a
// colour function in any string, and a CSS named colour in `sx` or `style` (system colours such as CanvasText,
// and currentColor, stay allowed: they are not the brand's).
const hexColour = '(^|[\\s(,:])#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\\b';
const colourFunction = '\\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\\(\\s*[\\d.]';
const namedColours = [
  'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood',
  'cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray',
  'darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen',
  'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue',
  'firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew',
  'hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan',
  'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue',
  'lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine',
  'mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise',
  'mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered',
  'orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple',
  'rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue',
  'slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke',
  'yellow yellowgreen',
]
  .join(' ')
  .split(' ')
  .join('|');
const colourMessage =
  'Colours come from the theme (theme/tokens.ts, read as theme.vars.palette.* or a palette path such as "primary.main"): a colour written here survives a rebrand.';
const colourLiteralRules = [
  { selector: `Literal[value=/${hexColour}/]`, message: colourMessage },
  { selector: `TemplateElement[value.raw=/${hexColour}/]`, message: colourMessage },
  { selector: `Literal[value=/${colourFunction}/i]`, message: colourMessage },
  { selector: `TemplateElement[value.raw=/${colourFunction}/i]`, message: colourMessage },
  {
    selector: `JSXAttribute[name.name=/^(sx|style)$/] Literal[value=/^(.*\\s)?(${namedColours})(\\s.*)?$/i]`,
    message: colourMessage,
  },
];

/** Type, corners and colours from the theme, in src/. */
const themeRules = [
  ...colourLiteralRules,
  {
    selector: `:matches(JSXAttribute[name.name='sx'], CallExpression[callee.name='styled']) Property${fontKey}`,
    message: 'Type belongs to the theme: use a Typography variant (theme/typography.ts) or sx `typography`.',
  },
  {
    // MUI 9's Typography drops a palette path silently: the text painted text.primary.
    selector: "JSXOpeningElement[name.name='Typography'] > JSXAttribute[name.name='color'][value.value=/^text\\./]",
    message: 'Typography ignores color="text.secondary": write color="textSecondary".',
  },
  {
    selector: `JSXAttribute[name.name='sx'] Property${radiusKey}[value.type='Literal']`,
    message:
      'Corners come from the theme: use `radius` from theme/index.ts (a bare number multiplies the theme radius).',
  },
];

// Layers import downwards only: packages/ < theme/ < src/ < build/, e2e/, scripts/ (docs/architecture.md). A lower
// layer that imports a higher one makes a cycle and can no longer be taken away on its own; a workspace package is
// reached through its name (`@foundation/…`, `conformance-report`), its public API, never by a path into its files.
const layerMessage =
  'Layers import downwards only: packages < theme < src < build, e2e, scripts (docs/architecture.md).';
/** A relative import that reaches one of these top-level folders of the repository. */
const into = (folders) => ({
  regex: `^\\.{1,2}/(\\.\\./)*(${folders})(/|$)`,
  message: layerMessage,
});
const intoPackages = {
  ...into('packages'),
  message: 'Import a workspace package by its name (@foundation/…, conformance-report): its public API.',
};
/** For a file `depth` folders below packages/<name>/: a relative import that leaves its package. */
const outOfPackage = (depth) => ({
  regex: `^(\\.\\./){${depth + 1}}`,
  message: `A package imports nothing of the site or of another package but by name. ${layerMessage}`,
});
const layerRule = (patterns, paths = []) => ['error', { paths, patterns }];
const playwrightTest = {
  name: '@playwright/test',
  importNames: ['test'],
  message: "Import test from e2e/test.ts: its contexts drop the headless shell's corner move.",
};
const layers = [
  { files: ['**/*.{js,mjs,ts,tsx}'], rules: { 'no-restricted-imports': layerRule([intoPackages]) } },
  { files: ['theme/**'], rules: { 'no-restricted-imports': layerRule([intoPackages, into('src|build|e2e|scripts')]) } },
  { files: ['src/**'], rules: { 'no-restricted-imports': layerRule([intoPackages, into('build|e2e|scripts')]) } },
  // e2e/test.ts makes each Chromium context behave as Chromium does for a visitor; a suite that took
  // Playwright's own test would run without it.
  {
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/test.ts'],
    rules: { 'no-restricted-imports': layerRule([intoPackages], [playwrightTest]) },
  },
  ...[0, 1, 2, 3].map((depth) => ({
    files: [`packages/*/${'*/'.repeat(depth)}*.{js,mjs,ts,tsx}`],
    rules: { 'no-restricted-imports': layerRule([outOfPackage(depth)]) },
  })),
];

const copyMessage = 'Copy lives in src/content/: move these words there and read them from it.';
/** The attributes whose value is words: an accessible name or description, a tooltip, a picture's text. */
const wordsAttribute =
  'JSXAttribute[name.name=/^(aria-label|aria-description|aria-roledescription|title|alt|placeholder)$/]';
/**
 * Words written as a child of a JSX element (text, a string or a template with text outside its expressions), or
 * as the value of an attribute that holds words.
 */
const copyRules = [
  { selector: 'JSXText[value=/\\S/]', message: copyMessage },
  {
    selector: ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=/\\S/]',
    message: copyMessage,
  },
  {
    selector:
      ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=/\\S/]',
    message: copyMessage,
  },
  {
    selector:
      ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/\\S/]',
    message: copyMessage,
  },
  // Words a visitor hears or sees in an attribute: a name, a description, a tooltip, a picture's text.
  ...[
    `${wordsAttribute} > Literal[value=/[A-Za-z]/]`,
    `${wordsAttribute} > JSXExpressionContainer > Literal[value=/[A-Za-z]/]`,
    `${wordsAttribute} > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]`,
  ].map((selector) => ({ selector, message: copyMessage })),
];

export default defineConfig([
  globalIgnores([
    'dist/',
    'packages/*/dist/',
    'dist-ssr/',
    'reports/',
    'test-results/',
    'playwright-report/',
    '.scratch/',
    'storybook-static/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused code fails: a leading underscore marks a deliberately unused argument.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Build scripts and this file run in Node, outside the TypeScript program.
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'theme/**/*.{ts,tsx}', '.storybook/*.{ts,tsx}'],
    extends: [jsxA11y.flatConfigs.strict, reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    // Type, corners and colours come from the theme: a text role (theme/typography.ts), `radius` (theme/index.ts)
    // and the palette (theme/tokens.ts).
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...themeRules] },
  },
  {
    // Copy lives in src/content/ (docs/architecture.md): no words written into the markup of a component. Text in
    // JSX, a string or a template with words as a child, is copy, and so is a name or a description in an
    // attribute (aria-label, title, alt); another attribute (an id, a variant) is not.
    files: ['src/{sections,layout,pages,components,controls}/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...themeRules, ...copyRules] },
  },
  {
    // The catalogue's own pages paint with the theme too.
    files: ['.storybook/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...colourLiteralRules] },
  },
  {
    files: ['e2e/**/*.ts', 'build/**/*.ts', '*.config.ts', '.storybook/main.ts', '.storybook/vitest.config.ts'],
    languageOptions: { globals: globals.node },
  },
  ...layers,
  // The catalogue's stories (src/**/*.stories.tsx) and its main.ts.
  storybook.configs['flat/recommended'],
  {
    files: ['**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      // expect(window.scrollTo).toHaveBeenCalled…: mocks are passed as values on purpose.
      '@typescript-eslint/unbound-method': 'off',
      // act(async () => …) flushes React's pending work even when the callback awaits nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // They hand functions to the browser (page.evaluate), which run there.
    files: ['scripts/screenshots.mjs', 'scripts/bench/taps.mjs', 'packages/bench/src/{firstInteraction,taps}.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
]);
