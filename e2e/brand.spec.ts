// Nothing of another brand in the build: no text file of dist/ (pages, CSS, JavaScript, SVG, manifest) holds a
// colour of the other token set, nor of the previous brand (theme/tokens.ts as last committed with other colours:
// scripts/previous-brand.mjs), that the built brand does not use itself; and the PNG icons and the social card are
// painted in the built brand's primary colour, with no pixel of the other brand's.
// `npm test` runs it on the default build, and `npm run test:brand` on the second brand (CRF_BRAND=second).
import { expect, test } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { coloursIn, previousBrandTokens } from '../scripts/previous-brand.mjs';
import { colourMath } from '../theme/colourMath';
import { builtBrand as built, otherBrand as other } from './builtBrand';

const dist = join(import.meta.dirname, '..', 'dist');

/** Every colour a token set names, in any of its exports (schemes, shadows, the scrim…). */
const colours = (brand: typeof built) => coloursIn(JSON.stringify({ ...brand }));

/** Black and white, at any opacity: no brand's own, and MUI writes them itself (its backdrop, its defaults). */
const neutral = /^(#000000|#ffffff|rgba?\((0,0,0|255,255,255)(,[\d.]+)?\))$/;

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** The colours of another brand that the built brand does not use itself, black and white aside. */
const notBuilt = (brandColours: Set<string>) =>
  [...brandColours].filter((colour) => !colours(built).has(colour) && !neutral.test(colour));

async function textFiles(): Promise<string[]> {
  const entries = await readdir(dist, { withFileTypes: true, recursive: true });
  const found = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return found.filter((file) => /\.(html|css|js|svg|webmanifest|json|xml|txt)$/.test(file));
}

/** `file: colour` for each of `foreign` found in a text file of dist/. */
async function leftovers(foreign: string[]): Promise<string[]> {
  const files = await textFiles();
  expect(files.some((file) => file.endsWith('.svg'))).toBe(true);
  const found: string[] = [];
  for (const file of files) {
    const text = normalise(await readFile(file, 'utf8'));
    for (const colour of foreign) if (text.includes(colour)) found.push(`${relative(dist, file)}: ${colour}`);
  }
  return found;
}

test('no text file of the build holds a colour of the other brand', async () => {
  const foreign = notBuilt(colours(other));
  expect(foreign.length, 'the two token sets differ in some colours').toBeGreaterThan(10);
  expect(await leftovers(foreign)).toEqual([]);
});

test('no text file of the build holds a colour of the previous brand', async () => {
  const previous = previousBrandTokens();
  test.skip(!previous, 'no earlier theme/tokens.ts with other colours in this clone (a shallow clone has no history)');
  const foreign = notBuilt(coloursIn(previous!.source));
  expect(await leftovers(foreign), `colours of theme/tokens.ts at ${previous!.commit}, left in dist/`).toEqual([]);
});

const images = ['icons/icon-192.png', 'icons/icon-512.png', 'icons/apple-touch-icon.png', 'images/social-card.png'];

for (const image of images) {
  test(`${image} is painted in the built brand's primary colour`, async ({ page }) => {
    const png = await readFile(join(dist, image));
    const hex = (colour: string) => colourMath().parse(colour)!.slice(0, 3);
    const targets = { built: hex(built.lightScheme.primary.main), other: hex(other.lightScheme.primary.main) };
    // Pixels within a few levels of each brand's light primary.main, decoded by the browser through a canvas.
    const counts = await page.evaluate(
      async ({ source, targets }) => {
        const bitmap = await createImageBitmap(await (await fetch(source)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
        const near = ([r, g, b]: number[]) => {
          let count = 0;
          for (let index = 0; index < data.length; index += 4)
            if (Math.abs(data[index]! - r!) + Math.abs(data[index + 1]! - g!) + Math.abs(data[index + 2]! - b!) <= 12)
              count += 1;
          return count;
        };
        return { total: data.length / 4, built: near(targets.built), other: near(targets.other) };
      },
      { source: `data:image/png;base64,${png.toString('base64')}`, targets },
    );
    expect(counts.built / counts.total, `share of ${built.lightScheme.primary.main} pixels`).toBeGreaterThan(0.02);
    // Only where the two primaries can be told apart at that tolerance: a third brand may pick a colour near the
    // other brand's, and its own pixels are then no leftover.
    const apart = targets.built.reduce((sum, channel, index) => sum + Math.abs(channel - targets.other[index]!), 0);
    if (apart > 2 * 12) expect(counts.other, `pixels of the other brand's ${other.lightScheme.primary.main}`).toBe(0);
  });
}
