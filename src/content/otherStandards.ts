// What the conformance report says of the Revised Section 508 and EN 301 549 besides WCAG 2.2 (the VPAT 2.5 INT
// edition): the standards, and the maintainers' judgements of the clauses that map to no WCAG criterion
// (accessibility/judgements.json). Read by the report (e2e/report/site.ts) and the unit tests, not by the
// statement's page, which names the standards (accessibility.ts) and links the report.
import judgementsFile from '../../accessibility/judgements.json' with { type: 'json' };
import type { Judgement } from 'conformance-report';
import { en301549, section508 } from 'conformance-report/standards';
import { wcag22 } from 'conformance-report/wcag';
import { asOfThisBuild } from './accessibility';

/** The standards the report answers besides WCAG 2.2, in the form of the VPAT 2.5 INT edition. */
export const standards = [section508(wcag22), en301549(wcag22)];

/** The judgements, as this build states them, as the evaluations are (asOfThisBuild). */
export const judgements: readonly Judgement[] = (
  judgementsFile.judgements as unknown as readonly Omit<Judgement, 'date'>[]
).map(asOfThisBuild);
