// Why: a build that swaps one source file for another (the second brand's tokens for theme/tokens.ts; the
// catalogue's real keyboard and pointer for its synthetic ones, .storybook/vitest.config.ts) must do it for every
// importer, whatever relative path it writes, while the replacement can still import the original.
import type { Plugin } from 'vite';

/**
 * A plugin that resolves every import of the file `original` to the file `replacement` instead, except the
 * replacement's own imports of it (the second brand builds on tokens.ts).
 */
export function replaceModule(name: string, original: string, replacement: string): Plugin {
  // A cheap first filter: the import's text names the file (`../theme/tokens`, `./input`).
  const stem = original.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  return {
    name,
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer === replacement || !source.includes(stem)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === original ? replacement : null;
    },
  };
}
