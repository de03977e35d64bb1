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

export default defineConfig([
  globalIgnores([
    'dist/',
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
    // Type and corners come from the theme: a text role (theme/typography.ts) and `radius` (theme/index.ts).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `:matches(JSXAttribute[name.name='sx'], CallExpression[callee.name='styled']) Property${fontKey}`,
          message: 'Type belongs to the theme: use a Typography variant (theme/typography.ts) or sx `typography`.',
        },
        {
          // MUI 9's Typography drops a palette path silently: the text painted text.primary.
          selector:
            "JSXOpeningElement[name.name='Typography'] > JSXAttribute[name.name='color'][value.value=/^text\\./]",
          message: 'Typography ignores color="text.secondary": write color="textSecondary".',
        },
        {
          selector: `JSXAttribute[name.name='sx'] Property${radiusKey}[value.type='Literal']`,
          message:
            'Corners come from the theme: use `radius` from theme/index.ts (a bare number multiplies the theme radius).',
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts', '*.config.ts', '.storybook/main.ts', '.storybook/vitest.config.ts'],
    languageOptions: { globals: globals.node },
  },
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
    files: ['scripts/screenshots.mjs', 'scripts/bench/startup.mjs', 'scripts/bench/taps.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
]);
