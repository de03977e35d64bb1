// Nothing of another brand in the build: no text file of dist/ (pages, CSS, JavaScript, SVG, manifest) holds a
// colour of the other token set, nor of the previous brand (theme/tokens.ts as last committed with other colours:
// scripts/previous-brand.mjs), that the built brand does not use itself; and the PNG icons and the social card are
// painted in the built brand's primary colour, with no pixel of the other brand's, nor of the previous brand's
// primary and secondary colours.
// `npm test` runs it on the default build, and `npm run test:brand` on the second brand (CRF_BRAND=second).
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { brandHuesIn, coloursIn, previousBrandTokens } from '../scripts/previous-brand.mjs';
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

/** Pixels within this many levels of a colour (the sum of the red, green and blue differences) count as that colour. */
const near = 12;

type Rgb = [number, number, number];
const rgb = (colour: string) => colourMath().parse(colour)!.slice(0, 3) as Rgb;
const distance = (a: Rgb, b: Rgb) => a.reduce((sum, channel, index) => sum + Math.abs(channel - b[index]!), 0);

/**
 * How many fully opaque pixels of a PNG of dist/ lie within `near` levels of each colour, and how many pixels it has:
 * decoded by the browser through a canvas. Only opaque pixels count: a pixel the image lets the page show through
 * is no colour of its own.
 */
async function pixelsNear(page: Page, image: string, targets: Rgb[]) {
  const png = await readFile(join(dist, image));
  return page.evaluate(
    async ({ source, targets, near }) => {
      const bitmap = await createImageBitmap(await (await fetch(source)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const counts = targets.map(() => 0);
      for (let index = 0; index < data.length; index += 4) {
        if (data[index + 3] !== 255) continue;
        targets.forEach(([r, g, b], target) => {
          if (Math.abs(data[index]! - r) + Math.abs(data[index + 1]! - g) + Math.abs(data[index + 2]! - b) <= near)
            counts[target]! += 1;
        });
      }
      return { total: data.length / 4, counts };
    },
    { source: `data:image/png;base64,${png.toString('base64')}`, targets, near },
  );
}

for (const image of images) {
  test(`${image} is painted in the built brand's primary colour`, async ({ page }) => {
    const targets = { built: rgb(built.lightScheme.primary.main), other: rgb(other.lightScheme.primary.main) };
    const {
      total,
      counts: [builtCount, otherCount],
    } = await pixelsNear(page, image, [targets.built, targets.other]);
    expect(builtCount! / total, `share of ${built.lightScheme.primary.main} pixels`).toBeGreaterThan(0.02);
    // Only where the two primaries can be told apart at that tolerance: a third brand may pick a colour near the
    // other brand's, and its own pixels are then no leftover.
    if (distance(targets.built, targets.other) > 2 * near)
      expect(otherCount, `pixels of the other brand's ${other.lightScheme.primary.main}`).toBe(0);
  });
}

test("no PNG of the build holds a pixel of the previous brand's primary or secondary colours", async ({ page }) => {
  const previous = previousBrandTokens();
  test.skip(!previous, 'no earlier theme/tokens.ts with other colours in this clone (a shallow clone has no history)');
  const hues = brandHuesIn(previous!.source);
  expect(hues.size, `primary and secondary colours read from theme/tokens.ts at ${previous!.commit}`).toBeGreaterThan(
    0,
  );
  // The previous hues the built brand does not use, nor one within twice the tolerance of (those cannot be told
  // apart from the built brand's own pixels).
  const builtColours = [...colours(built)].map(rgb);
  const foreign = notBuilt(hues).filter((colour) => builtColours.every((own) => distance(own, rgb(colour)) > 2 * near));
  const found: string[] = [];
  for (const image of images) {
    const { counts } = await pixelsNear(page, image, foreign.map(rgb));
    counts.forEach((count, index) => {
      if (count > 0) found.push(`${image}: ${count} pixels of ${foreign[index]}`);
    });
  }
  expect(found, `colours of theme/tokens.ts at ${previous!.commit} (${foreign.join(', ')}), left in the PNGs`).toEqual(
    [],
  );
});
