// What this site's stamp covers (conformance-report/stamp): the sources a visitor gets, less tests and the
// statement's own copy. The evidence run records it (accessibility/evidence/stamp.json); the report gives no
// verdict when the current sources' stamp differs.
import { sourceStamp, stampChanges, type Stamp } from 'conformance-report/stamp';

/**
 * The statement's own copy: the verdicts' and remarks' reader and its text (src/content/accessibility.ts).
 * Recording a verdict or rewording a remark changes these, not the site the evidence measured. The code it imports
 * from packages/conformance-report (the verdict rule, WCAG's criteria) is bundled into the statement's page, and
 * the stamp covers it. A file that moves the statement's copy elsewhere belongs on this list.
 */
const statementCopy = ['src/content/accessibility.ts'];

/** The stamp of what a visitor gets, from the working tree at `root`. */
export const currentStamp = (root: string): Stamp =>
  sourceStamp(root, {
    sources: ['src', 'theme', 'public', 'index.html'],
    // Beside the site's sources but never shipped: tests, stories, snapshots and the unit tests' set-up.
    notShipped: /(^|\/)__snapshots__\/|^src\/test\/|\.(test|spec|stories)\.[cm]?[jt]sx?$/,
    exclude: statementCopy,
    buildEntries: ['vite.config.ts'],
  });

export { stampChanges, type Stamp };
