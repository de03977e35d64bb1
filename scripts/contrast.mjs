// Prints every pair of the contrast contract with its ratio in both schemes and, for a failing pair, the
// nearest shade of the same hue that passes. `--write-docs` rewrites the lowest-ratio table in docs/theming.md.
//   npm run contrast [-- theme/fixtures/second-brand.ts] [--write-docs]
import { readFile, writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import { runnerImport } from 'vite';

const args = process.argv.slice(2);
const tokensPath = args.find((arg) => !arg.startsWith('--'));
const load = async (path) => (await runnerImport(path, { logLevel: 'silent' })).module;

const { checkContrast, lowestRatioTable, nearestPassingShade } = await load('/theme/contrast.ts');
const { createAppTheme } = await load('/theme/index.ts');
const tokens = tokensPath ? await load(`/${tokensPath}`) : undefined;
const results = checkContrast(
  tokens ? createAppTheme({ light: tokens.lightScheme, dark: tokens.darkScheme }) : createAppTheme(),
);

for (const result of results) {
  const mark = result.passes ? 'pass' : 'FAIL';
  console.log(
    `${mark}  ${result.scheme.padEnd(5)} ${result.ratio.toFixed(2).padStart(5)}:1 (needs ${result.minimum})  ${result.name}`,
  );
  if (!result.passes) {
    const shade = nearestPassingShade(result, result.minimum);
    console.log(
      `      ${result.foreground} on ${result.background}: ${shade ? `nearest passing shade ${shade}` : 'no shade of this hue passes'}`,
    );
  }
}
const failures = results.filter((result) => !result.passes).length;
console.log(`\n${results.length} pairs, ${failures} failing`);

if (args.includes('--write-docs')) {
  const docs = new URL('../docs/theming.md', import.meta.url);
  const text = await readFile(docs, 'utf8');
  const [start, end] = ['<!-- contrast-table:start -->', '<!-- contrast-table:end -->'];
  const table = `${start}\n\n${lowestRatioTable(results)}\n\n${end}`;
  const updated = text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), table);
  const options = await resolveConfig(docs);
  await writeFile(docs, await format(updated, { ...options, filepath: docs.pathname }));
  console.log('wrote the lowest-ratio table in docs/theming.md');
}
process.exitCode = failures ? 1 : 0;
