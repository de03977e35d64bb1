// A transcript: the steps of a visit (what the visitor did, what Orca said to each), as reviewed text, with what
// Orca says only because of timing left out or marked, so that a transcript changes only when the page does.

/** One step of a transcript: what the visitor did, and what Orca said to it. */
export interface Step {
  step: string;
  said: string[];
  /**
   * What Orca says to this step depends on when the browser's events reach it (a key that moves the reading where
   * it already is, a page that moves focus and then scrolls): recorded, for a person to read, but not compared.
   */
  timing?: boolean;
  /** Only the first this many lines depend on timing (where a reading starts), the rest are compared. */
  timingLines?: number;
  /**
   * A state this step changes that Orca says as a line of its own ("expanded"): said when the browser's state event
   * reaches it, before or after what it says of where focus moved (Firefox sends the two events in either order).
   * Still compared, but written at the end of the step, so that only its place is left to timing.
   */
  stateSaid?: string;
  /**
   * A new page was loaded in this step (the browser opened an address): what Orca says of the load itself, whose
   * order depends on timing, is left out of its lines. Never on a step that stays on the page (a skip link, a
   * section chosen from a menu): there the document's name is what the visitor hears instead of where they landed.
   */
  loaded?: true;
}

/**
 * What Orca says that depends on timing, not on the site, anywhere: the landmarks and lists it says the reading
 * has left (relative to where its cursor was when an event arrived), and a load without a title, which is the
 * browser's start page (robots.txt: every page of the site has a title), whose events a busy browser can bring
 * after the visit has begun. Left out of transcripts, so that a transcript changes only when the site does.
 */
const timingDependent = [/^leaving [a-z ]+\.$/, /^Finished loading\.$/];

/** Orca naming the document by its role (its words for a web page), with the document's name or without. */
const documentNamed = /(^|\s)document web\.$/;

/** Orca naming the browser's window by its new title ("A page — Mozilla Firefox frame."): the browser's, not the page's. */
const windowNamed = /\s(Mozilla Firefox|Chromium) frame\.$/;

/**
 * What Orca says of a page loading, left out only of a step in which a page really loaded (Step.loaded): that it is
 * still loading (whether it notices depends on how busy the machine is), the document's name and role as it
 * loads, before or after the rest (Firefox says "document web." alone when the name is not known yet), and the
 * window's new title (heard on a quiet machine, not heard under load: when the browser tells it, not the page).
 */
const pageLoad = [/^Loading\.\s+Please wait\.$/, documentNamed, windowNamed];

/** Whether Orca said this line only because of timing, in this step. */
function leftOut(line: string, { loaded }: Pick<Step, 'loaded'>): boolean {
  const text = line.trim();
  return timingDependent.some((pattern) => pattern.test(text)) || (!!loaded && pageLoad.some((p) => p.test(text)));
}

/**
 * The lines in which Orca named the document in a step that loaded no page: an in-page move (a skip link, a
 * section chosen from a menu) that Orca answered with the page's name instead of where the visitor landed. Checked
 * on every transcript, whether its step is compared or only recorded.
 */
export function documentNamedInPage(steps: Step[]): string[] {
  return steps.flatMap(({ step, said, loaded }) =>
    loaded ? [] : said.filter((line) => documentNamed.test(line.trim())).map((line) => `${step}: ${line}`),
  );
}

/** In a transcript, the mark of a line said to a timing-dependent step: kept for review, not compared. */
const notCompared = '  ~ ';

/** A transcript's text: each step, then what was said, one utterance a line (the timing-dependent left out). */
export function transcript(steps: Step[]): string {
  return steps
    .map(({ step, said, timing, timingLines = 0, loaded, stateSaid }) => {
      const spoken = said.filter((line) => !leftOut(line, { loaded }));
      const isState = (line: string) => stateSaid !== undefined && line.trim() === stateSaid;
      const kept = [...spoken.filter((line) => !isState(line)), ...spoken.filter(isState)];
      const mark = (index: number) => (timing || index < timingLines ? notCompared : '  ');
      return [`» ${step}`, ...kept.map((line, index) => `${mark(index)}${line}`)].join('\n');
    })
    .join('\n');
}

/**
 * What of a transcript is compared: all but the lines of timing-dependent steps, each without the spaces it ends
 * with (a listener hears none; Chromium ends a piece of text with its space or not, depending on where it wraps).
 */
export function comparedPart(text: string): string {
  return text
    .split('\n')
    .filter((line) => !line.startsWith(notCompared))
    .map((line) => line.trimEnd())
    .join('\n');
}
