// Nothing of the other brand in the build: every colour token of the other token set that the built one does
// not share appears in no text file of dist/ (pages, CSS, JavaScript, SVG, manifest), and the PNG icons and
// the social card are painted in the built brand's primary colour, with no pixel of the other brand's.
// `npm test` runs it on the default build, and `npm run test:brand` on the second brand (CRF_BRAND=second).
import { expect, test } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { colourMath } from '../theme/colourMath';
import * as secondBrand from '../theme/fixtures/second-brand';
import * as defaultBrand from '../theme/tokens';

const dist = join(import.meta.dirname, '..', 'dist');
const built = process.env.CRF_BRAND === 'second' ? secondBrand : defaultBrand;
const other = built === secondBrand ? defaultBrand : secondBrand;

/** Every colour a token set names, as written: `#rrggbb`, `rgb()` or `rgba()`. */
function colours(brand: typeof defaultBrand | typeof secondBrand): Set<string> {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      for (const colour of value.match(/#[0-9a-f]{6}\b|rgba?\([^)]*\)/gi) ?? []) found.add(normalise(colour));
    } else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  [brand.lightScheme, brand.darkScheme, brand.elevation].forEach(visit);
  return found;
}

const normalise = (colour: string) => colour.toLowerCase().replace(/\s+/g, '');

/** The other brand's colours that the built brand does not use itself. */
const foreign = [...colours(other)].filter((colour) => !colours(built).has(colour));

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

test('no text file of the build holds a colour of the other brand', async () => {
  expect(foreign.length, 'the two token sets differ in some colours').toBeGreaterThan(10);
  const textFiles = (await files(dist)).filter((file) => /\.(html|css|js|svg|webmanifest|json|xml|txt)$/.test(file));
  expect(textFiles.some((file) => file.endsWith('.svg'))).toBe(true);
  const leftovers: string[] = [];
  for (const file of textFiles) {
    const text = normalise(await readFile(file, 'utf8'));
    for (const colour of foreign) if (text.includes(colour)) leftovers.push(`${relative(dist, file)}: ${colour}`);
  }
  expect(leftovers).toEqual([]);
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
    expect(counts.other, `pixels of the other brand's ${other.lightScheme.primary.main}`).toBe(0);
  });
}
