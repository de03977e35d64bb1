import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own configuration, with only the import rule run (no type information needed for it).
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfigFile: 'eslint.config.js',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});

async function importErrors(filePath: string, source: string) {
  const [result] = await eslint.lintText(`import { x } from '${source}';\nexport const y = x;\n`, { filePath });
  return result?.messages.map((message) => `${message.ruleId}: ${message.message}`) ?? [];
}

describe('layers import downwards only', () => {
  it('rejects an import from src/ in theme/', async () => {
    expect(await importErrors('theme/colorScheme.ts', '../src/content/site')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Layers import downwards only/),
    ]);
  });

  it('lets theme/ import theme/ and src/ import theme/', async () => {
    expect(await importErrors('theme/colorScheme.ts', './namePrefix')).toEqual([]);
    expect(await importErrors('src/app/constants.ts', '../../theme/colorScheme')).toEqual([]);
  });

  it('rejects a path into a package, and a package reaching out of itself', async () => {
    expect(await importErrors('e2e/axe.ts', '../packages/browsers/src/index')).toHaveLength(1);
    expect(await importErrors('packages/browsers/src/index.ts', '../../../theme/tokens')).toHaveLength(1);
    expect(await importErrors('packages/browsers/test/xvfb.test.ts', '../src/index')).toEqual([]);
  });
});
