// The contrast contract: every foreground/background pair the theme paints, with the WCAG minimum it must meet.
// Used by contrast.test.ts; run `npx vitest run theme` after changing a colour in tokens.ts.
import type { Palette, Theme } from '@mui/material/styles';
import './augmentation';
import { colourMath, type Rgba } from './colourMath';
import { heatSteps } from './components/dataDisplay';

/**
 * What a pair is, which fixes its minimum ratio: WCAG 2.2's enhanced contrast (1.4.6, AAA) for all text, in both
 * schemes (7:1, large text 4.5:1), and 1.4.11 and 2.4.13 for boundaries and focus rings (3:1).
 */
export const minimumRatio = {
  /** Body text on the page background. */
  'body text': 7,
  text: 7,
  'large text': 4.5,
  /** Component boundaries, icons and fills that identify a control. */
  boundary: 3,
  'focus ring': 3,
} as const;

type ContrastCategory = keyof typeof minimumRatio;

export interface ContrastPair {
  category: ContrastCategory;
  /** Where the pair appears, e.g. "text.secondary on background.paper". */
  name: string;
  foreground: string;
  /** Any CSS colour; a translucent one is painted over `backdrop` (or, without one, over any content). */
  background: string;
  /** The opaque colour under a translucent background. */
  backdrop?: string;
}

export interface ContrastResult extends ContrastPair {
  scheme: string;
  ratio: number;
  minimum: number;
  passes: boolean;
}

const { parse, over, luminance, ratioOf } = colourMath();

/** Parses #rgb, #rgba, #rrggbb, #rrggbbaa, rgb() and rgba(): the forms tokens.ts and MUI use. */
export function parseColor(css: string): Rgba {
  const colour = parse(css);
  if (!colour) throw new Error(`Cannot read the colour "${css}": use #rrggbb or rgb()/rgba() in tokens.ts.`);
  return colour;
}

const black: Rgba = [0, 0, 0, 1];
const white: Rgba = [255, 255, 255, 1];

/**
 * The contrast of a pair. A translucent background with no backdrop (the frosted bar) is measured over
 * the worst content that could scroll under it: blur and saturation only mix colours, so what shows
 * through lies between the bar over black and the bar over white.
 */
export function contrastRatio(pair: Pick<ContrastPair, 'foreground' | 'background' | 'backdrop'>): number {
  const background = parseColor(pair.background);
  const backdrops = background[3] === 1 ? [background] : pair.backdrop ? [parseColor(pair.backdrop)] : [black, white];
  const surfaces = backdrops.map((backdrop) => over(background, backdrop));
  const surfaceLuminances = surfaces.map(luminance);
  const foregroundLuminances = surfaces.map((surface) => luminance(over(parseColor(pair.foreground), surface)));
  const low = Math.min(...surfaceLuminances);
  const high = Math.max(...surfaceLuminances);
  // Some content in between would give the text its own luminance.
  if (surfaces.length > 1 && foregroundLuminances.some((value) => value >= low && value <= high)) return 1;
  return Math.min(...surfaceLuminances.map((surface, index) => ratioOf(foregroundLuminances[index]!, surface)));
}

/** Every pair one colour scheme paints. Add a pair here when a component paints a new combination. */
export function contrastPairs(palette: Palette): ContrastPair[] {
  const { text, background, primary, secondary, mutedControl, inverse, action, bar, frostedBar, focusRing, accent } =
    palette;
  const pairs: ContrastPair[] = [];
  const pair = (category: ContrastCategory, name: string, foreground: string, surface: string, backdrop?: string) =>
    pairs.push({ category, name, foreground, background: surface, ...(backdrop ? { backdrop } : {}) });
  const pageSurfaces = Object.entries({
    'background.default': background.default,
    'background.paper': background.paper,
  });
  /** The pair on each page background. */
  const onPage = (category: ContrastCategory, label: string, foreground: string) =>
    pageSurfaces.forEach(([surface, colour]) => pair(category, `${label} on ${surface}`, foreground, colour));
  // A selected menu item under the pointer: MUI's strongest tint.
  const selectedTint = tint(primary.main, action.selectedOpacity + action.hoverOpacity);

  pair('body text', 'text.primary on background.default', text.primary, background.default);
  pair('text', 'text.primary on background.paper', text.primary, background.paper);
  onPage('text', 'text.secondary', text.secondary);
  onPage('text', 'link and primary text (primary.main)', primary.main);
  onPage('text', 'secondary text (secondary.main)', secondary.main);
  onPage('large text', 'large primary text, e.g. the 404 numeral (primary.main)', primary.main);
  for (const colour of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
    const { main, contrastText } = palette[colour];
    pair('text', `${colour}.contrastText on ${colour}.main`, contrastText, main);
  }
  for (const colour of ['primary', 'secondary'] as const) {
    const { dark, contrastText } = palette[colour];
    pair('text', `${colour}.contrastText on ${colour}.dark (contained button hover)`, contrastText, dark);
  }
  pageSurfaces.forEach(([surface, colour]) =>
    pair(
      'text',
      `outlined button hover: primary.main on its tint over ${surface}`,
      primary.main,
      tint(primary.main, action.hoverOpacity),
      colour,
    ),
  );
  pair('text', 'text.primary on bar (top of page)', text.primary, bar);
  pair('text', 'text.primary on frostedBar over any content', text.primary, frostedBar);
  pair('text', 'primary.main on frostedBar over any content', primary.main, frostedBar);
  pair('text', 'text.primary on text button hover (action.hover over bar)', text.primary, action.hover, bar);
  pair(
    'text',
    'menu item hover: text.primary on action.hover over paper',
    text.primary,
    action.hover,
    background.paper,
  );
  pair(
    'text',
    'menu item selected and hovered: text.primary on its primary tint over paper',
    text.primary,
    selectedTint,
    background.paper,
  );
  pair(
    'text',
    '"Coming Soon": mutedControl.text on mutedControl.background',
    mutedControl.text,
    mutedControl.background,
  );
  pair('text', 'tooltip and notice: inverse.text on inverse.background', inverse.text, inverse.background);
  pair(
    'text',
    "notice's Keep, pressed: inverse.background on its fill (inverse.text)",
    inverse.background,
    inverse.text,
  );
  pair('text', 'chip (outlined): text.primary on background.paper', text.primary, background.paper);
  pair(
    'text',
    'chip (filled): text.primary on action.selected over paper',
    text.primary,
    action.selected,
    background.paper,
  );
  heatSteps.forEach(({ colour, opacity }, step) =>
    pair(
      'text',
      `heat map step ${step + 1}: text.primary on ${colour}.main at ${opacity} over paper`,
      text.primary,
      tint(palette[colour].main, opacity),
      background.paper,
    ),
  );
  for (const [type, badge] of Object.entries(palette.badges)) {
    pair('text', `badge "${type}": text on background`, badge.text, badge.background);
  }

  onPage('boundary', 'contained button fill (primary.main)', primary.main);
  onPage('boundary', 'outlined button border (primary.main)', primary.main);
  onPage('boundary', 'icon (primary.main)', primary.main);
  onPage('boundary', '"Coming Soon" and advisory seat border (mutedControl.border)', mutedControl.border);
  pair(
    'boundary',
    '"Coming Soon" border on its own fill (mutedControl.border on mutedControl.background)',
    mutedControl.border,
    mutedControl.background,
  );
  pair('boundary', 'notice icon (inverse.text) on inverse.background', inverse.text, inverse.background);
  // Keep's state (src/controls/notices/keepToggle.ts): its outline, and its fill once pressed, on the notice.
  pair(
    'boundary',
    "notice's Keep: outline and pressed fill (inverse.text) on inverse.background",
    inverse.text,
    inverse.background,
  );
  pair('boundary', 'outlined button border (primary.main) on frostedBar over any content', primary.main, frostedBar);
  pair('boundary', 'contained button fill (primary.main) on frostedBar over any content', primary.main, frostedBar);
  // The accent is decoration (exempt) except where it marks something: the current page's underline in the bar.
  pair('boundary', "current page's underline (accent) on bar", accent, bar);
  pair('boundary', "current page's underline (accent) on frostedBar over any content", accent, frostedBar);

  onPage('focus ring', 'focusRing', focusRing);
  pair('focus ring', 'focusRing on bar', focusRing, bar);
  pair('focus ring', 'focusRing on frostedBar over any content', focusRing, frostedBar);
  pair('focus ring', 'focusRing on mutedControl.background', focusRing, mutedControl.background);
  pair(
    'focus ring',
    'focusRing inside a selected, hovered menu item (primary tint over paper)',
    focusRing,
    selectedTint,
    background.paper,
  );
  pair('focus ring', 'inverse.focusRing on inverse.background (notice buttons)', inverse.focusRing, inverse.background);
  return pairs;
}

/** `colour` at `opacity`, as MUI's alpha() paints a hover tint. */
function tint(colour: string, opacity: number): string {
  const [r, g, b] = parseColor(colour);
  return `rgba(${r}, ${g}, ${b}, ${opacity})`;
}

/** Measures every pair of every colour scheme of the theme. */
export function checkContrast(theme: Theme): ContrastResult[] {
  return Object.entries(theme.colorSchemes).flatMap(([scheme, colorScheme]) =>
    contrastPairs(colorScheme.palette as Palette).map((pair) => {
      const ratio = contrastRatio(pair);
      const minimum = minimumRatio[pair.category];
      return { ...pair, scheme, ratio, minimum, passes: ratio >= minimum };
    }),
  );
}

/**
 * The WCAG criteria a pair's ratio fails: text below the contract's AAA fails 1.4.6, and 1.4.3 too below AA's 4.5:1
 * (3:1 for large text); a boundary fails 1.4.11 and a focus ring 2.4.13 below 3:1.
 */
function criteriaFailed(result: Pick<ContrastResult, 'category' | 'ratio' | 'minimum'>): string[] {
  if (result.ratio >= result.minimum) return [];
  if (result.category === 'boundary') return ['1.4.11'];
  if (result.category === 'focus ring') return ['2.4.13'];
  const aa = result.category === 'large text' ? 3 : 4.5;
  return result.ratio < aa ? ['1.4.3', '1.4.6'] : ['1.4.6'];
}

/**
 * One line per failing pair, with the criteria it fails and its colours, e.g.
 * `dark: text.secondary on background.paper is 3.91:1, needs 7:1 (WCAG 1.4.3 and 1.4.6; text; #8a8a8a on #121212)`.
 */
export function describeFailures(results: ContrastResult[]): string[] {
  return results
    .filter((result) => !result.passes)
    .map(
      (result) =>
        `${result.scheme}: ${result.name} is ${result.ratio.toFixed(2)}:1, needs ${result.minimum}:1 (WCAG ${criteriaFailed(result).join(' and ')}; ${result.category}; ${result.foreground} on ${result.background}${result.backdrop ? ` over ${result.backdrop}` : ''})`,
    );
}

function toHsl([r, g, b]: Rgba): [number, number, number] {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  if (max === min) return [0, 0, lightness];
  const delta = max - min;
  const saturation = lightness > 0.5 ? delta / (2 - max - min) : delta / (max + min);
  const hue =
    max === red
      ? (green - blue) / delta + (green < blue ? 6 : 0)
      : max === green
        ? (blue - red) / delta + 2
        : (red - green) / delta + 4;
  return [hue * 60, saturation, lightness];
}

function fromHsl(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const sector = Math.floor(hue / 60) % 6;
  const [r, g, b] = (
    [
      [chroma, x, 0],
      [x, chroma, 0],
      [0, chroma, x],
      [0, x, chroma],
      [x, 0, chroma],
      [chroma, 0, x],
    ] as const
  )[sector]!;
  const hex = (channel: number) =>
    Math.round((channel + m) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

/**
 * The shade of the pair's foreground (same hue and saturation) nearest in lightness that meets `minimum` on
 * its background, or null when no lightness does. What `npm run contrast` suggests for a failing pair.
 */
export function nearestPassingShade(pair: ContrastPair, minimum: number): string | null {
  const [hue, saturation, lightness] = toHsl(parseColor(pair.foreground));
  for (let step = 0.0025; step <= 1; step += 0.0025) {
    for (const candidate of [lightness - step, lightness + step]) {
      if (candidate < 0 || candidate > 1) continue;
      const shade = fromHsl(hue, saturation, candidate);
      if (contrastRatio({ ...pair, foreground: shade }) >= minimum) return shade;
    }
  }
  return null;
}

/** Where a pair counts in the lowest-ratio table: badges apart from other text. */
const tableCategory = (result: ContrastResult) => (result.name.startsWith('badge ') ? 'badges' : result.category);

/** The lowest ratio per category and scheme, as a Markdown table (printed by `npm run contrast`). */
export function lowestRatioTable(results: ContrastResult[]): string {
  const categories = [...new Set(results.map(tableCategory))];
  const cell = (scheme: string, category: string) => {
    const lowest = results
      .filter((result) => result.scheme === scheme && tableCategory(result) === category)
      .sort((a, b) => a.ratio - b.ratio)[0]!;
    return `${lowest.ratio.toFixed(2)}:1 (${lowest.name})`;
  };
  const rows = categories.map((category) => [category, cell('light', category), cell('dark', category)]);
  const widths = [0, 1, 2].map((column) =>
    Math.max(...[['Category', 'Light', 'Dark'], ...rows].map((row) => row[column]!.length)),
  );
  const line = (row: string[]) => `| ${row.map((text, column) => text.padEnd(widths[column]!)).join(' | ')} |`;
  return [
    line(['Category', 'Light', 'Dark']),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}
