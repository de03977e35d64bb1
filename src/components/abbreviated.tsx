// Copy with its abbreviations marked up where the copy writes them out: "artificial intelligence (AI)" becomes
// the expansion, then <abbr title="artificial intelligence">AI</abbr> in its brackets (WCAG 3.1.4, techniques
// G97 and H28). The copy writes each one out at its first use on a page; later uses stay plain text, which a
// screen reader reads in one flow (Orca reads each <abbr> as a piece of its own). Never markup from the copy.
import { Fragment, type ReactNode } from 'react';
import { abbreviations } from '../content/abbreviations';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pattern = new RegExp(
  `((?:${Object.values(abbreviations).map(escape).join('|')}) \\()(${Object.keys(abbreviations).join('|')})(\\))`,
  'gi',
);

/**
 * `inFlow`: each <abbr> is presentational (role none), so that a screen reader reads the sentence in one flow, as
 * plain text; the expansion is still written out just before it, and its title still shows on hover.
 */
export function abbreviated(text: string, { inFlow = false }: { inFlow?: boolean } = {}): ReactNode {
  const parts = text.split(pattern);
  if (parts.length === 1) return text;
  // split() gives text, then the three captures of each match (the expansion and "(", the abbreviation, ")").
  return parts.map((part, index) =>
    index % 4 === 2 && abbreviations[part] ? (
      <abbr key={index} title={abbreviations[part]} role={inFlow ? 'none' : undefined}>
        {part}
      </abbr>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
