// ESLint: TypeScript with type information, the accessibility of JSX, and the Rules of React (hooks and
// the React Compiler's checks). Formatting is Prettier's job, unused code knip's. See docs/security.md.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores(['dist/', 'dist-ssr/', 'reports/', 'test-results/', 'playwright-report/', '.scratch/']),
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
    files: ['src/**/*.{ts,tsx}', 'theme/**/*.{ts,tsx}'],
    extends: [jsxA11y.flatConfigs.strict, reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['e2e/**/*.ts', '*.config.ts'],
    languageOptions: { globals: globals.node },
  },
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
