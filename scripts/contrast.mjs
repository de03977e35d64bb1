// Prints every pair of the contrast contract with its ratio in both schemes and, for a failing pair, the
// nearest shade of the same hue that passes; then the lowest ratio in each category, per scheme.
//   npm run contrast [-- theme/fixtures/second-brand.ts]
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

console.log(`\nLowest ratio per category:\n${lowestRatioTable(results)}`);
process.exitCode = failures ? 1 : 0;
