// The accessibility probes (@foundation/page-measures), given the theme's colour math so page and theme agree.
import { a11yProbesScript } from '@foundation/page-measures';
import type { Page } from '@playwright/test';
import { colourMath } from '../theme/colourMath';

/** The script that puts the probes on window.__a11yProbes; the engine suites run it through their own driver. */
export const a11yProbes = a11yProbesScript(colourMath);

/** Puts the probes on window.__a11yProbes (again after each navigation). */
export async function installA11yProbes(page: Page): Promise<void> {
  await page.evaluate(a11yProbes);
}
