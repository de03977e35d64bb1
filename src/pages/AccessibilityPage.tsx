// The public accessibility statement, in the EU's and GOV.UK's model. Every fact in it (the status, the known
// issues and their fix dates, the verdicts, who tested what, when, how and with which browsers) comes from
// src/content/accessibility.ts, the module the auditor's conformance report reads too, so the two agree.
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  accessibilityStatement as statement,
  complianceStatus,
  criterionLabel,
  environments,
  evaluationScope,
  evaluators,
  formatDate,
  knownIssues,
  lastTested,
  levels,
  statementRows,
  testedWith,
  verdictCounts,
  type CriterionVerdict,
  type Verdict,
} from '../content/accessibility';
import { hiddenWithoutScript } from '../components/hiddenWithoutScript';
import { ui } from '../content/ui';
import { abbreviated } from '../components/abbreviated';
import { NOTICE_KEEP_ATTRIBUTE } from '../startup/contract';
import { keepOnPageSx } from '../controls/notices/keepToggle';

const met = (row: CriterionVerdict) => row.verdict === 'Supports' || row.verdict === 'Not Applicable';
const rows = statementRows();
const status = complianceStatus(rows);
const counts = verdictCounts(rows);
const aa = rows.filter((row) => row.level !== 'AAA');
const sum = (verdict: Verdict) => counts.A[verdict] + counts.AA[verdict];
const aaa = rows.filter((row) => row.level === 'AAA');
const aaaMet = aaa.filter((row) => met(row));
const aaaNotMet = aaa.filter((row) => !aaaMet.includes(row));

function Part({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: { xs: 5, md: 6 } }}>
      <Typography id={id} variant="h3" component="h2" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

function Subheading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h5" component="h3" sx={{ mt: 3, mb: 1.5 }}>
      {children}
    </Typography>
  );
}

const listSx = { pl: 3, my: 0, '& li + li': { mt: 1 } } as const;

function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body1" sx={{ '& + &': { mt: 2 } }}>
      {typeof children === 'string' ? abbreviated(children) : children}
    </Typography>
  );
}

function Dated({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDate(iso)}</time>;
}

/** Each criterion with its verdict; where it is not met, why (the report gives every remark and its evidence). */
function CriterionList({ of }: { of: readonly CriterionVerdict[] }) {
  return (
    <Box component="ul" sx={listSx}>
      {of.map((row) => (
        <li key={row.criterion}>
          <Typography variant="body1">
            <strong>{criterionLabel(row.criterion)}</strong>: {row.verdict}.
          </Typography>
          {!met(row) && (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
              {abbreviated(row.remarks.join(' '))}
            </Typography>
          )}
        </li>
      ))}
    </Box>
  );
}

export default function AccessibilityPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1">{statement.title}</Typography>
      <Typography variant="lede" sx={{ mt: 2 }}>
        {statement.intro}
      </Typography>
      <Box component="ul" sx={{ ...listSx, mt: 2 }}>
        {statement.canDo.map((line) => (
          <li key={line}>
            <Typography variant="body1">{line}</Typography>
          </li>
        ))}
      </Box>

      <Box sx={{ mt: 3 }}>
        <Paragraph>{statement.notices}</Paragraph>
        {/* The page script answers it and sets its state from the visitor's stored choice, before the app starts
            and after (src/controls/notices/notices.ts): the app never redraws it. */}
        <Button
          variant="outlined"
          aria-pressed="false"
          suppressHydrationWarning
          // Its pressed state shows: filled, with a check mark (keepToggle.ts).
          startIcon={<CheckIcon aria-hidden="true" />}
          // Without a script no notice shows, and nothing could remember the choice.
          sx={[{ mt: 2, ...hiddenWithoutScript }, keepOnPageSx]}
          {...{ [NOTICE_KEEP_ATTRIBUTE]: '' }}
        >
          {ui.notices.keepEverywhere}
        </Button>
      </Box>

      <Part id="how-accessible" heading="How accessible this website is">
        <Paragraph>
          This website is <strong>{status}</strong> with {abbreviated(statement.standard)}.
        </Paragraph>
        <Paragraph>
          {knownIssues.length === 0
            ? 'We know of no problem at levels A and AA.'
            : `We know of ${knownIssues.length} problem${knownIssues.length === 1 ? '' : 's'} at levels A and AA, each with the date by which we will fix it (see “Non-accessible content”).`}
        </Paragraph>
      </Part>

      <Part id="contact" heading="Feedback and contact information">
        <Paragraph>
          If you need any part of this website in another format, such as large print, plain text or audio, or you find
          a problem not listed here, contact us:
        </Paragraph>
        <Box component="ul" sx={{ ...listSx, my: 2 }}>
          <li>
            <Typography variant="body1">
              {/* Inline in its sentence (2.5.8's inline exception), so that large text wraps it like words. */}
              e-mail <Link href={`mailto:${statement.reportEmail}`}>{statement.reportEmail}</Link>
            </Typography>
          </li>
          <li>
            <Typography variant="body1">
              call <Link href={statement.phone.href}>{statement.phone.display}</Link>
            </Typography>
          </li>
        </Box>
        <Paragraph>We reply within {statement.responseDays} working days.</Paragraph>
      </Part>

      <Part id="enforcement" heading="Enforcement procedure">
        {statement.enforcement.map((line) => (
          <Paragraph key={line}>{line}</Paragraph>
        ))}
      </Part>

      <Part id="technical-information" heading="Technical information about this website’s accessibility">
        <Paragraph>{statement.commitment}</Paragraph>
        <Subheading>Compliance status</Subheading>
        <Paragraph>
          This website is <strong>{status}</strong> with {abbreviated(statement.standard)}
          {status === 'fully compliant' ? '.' : ', because of the non-compliances listed below.'} Of the {aa.length}{' '}
          criteria at levels A and AA, {sum('Supports')} are met, {sum('Not Applicable')} do not apply,{' '}
          {sum('Partially Supports')} are partly met, {sum('Does Not Support')} are not met and {sum('Not Evaluated')}{' '}
          have not been evaluated.
        </Paragraph>
      </Part>

      <Part id="non-accessible-content" heading="Non-accessible content">
        <Subheading>Non-compliance with the accessibility regulations</Subheading>
        {knownIssues.length === 0 ? (
          <Paragraph>None: every criterion at levels A and AA is met or does not apply.</Paragraph>
        ) : (
          <Box component="ul" sx={listSx}>
            {knownIssues.map((issue) => (
              <li key={issue.summary}>
                <Typography variant="body1">{issue.summary}</Typography>
                <Typography variant="body2" color="textSecondary">
                  This fails {issue.criteria.map(criterionLabel).join(', ')}. {issue.plan} We will fix it by{' '}
                  <Dated iso={issue.fixBy} />.
                </Typography>
              </li>
            ))}
          </Box>
        )}
        <Subheading>Disproportionate burden</Subheading>
        <Paragraph>{statement.disproportionateBurden}</Paragraph>
        <Subheading>Content that’s not within the scope of the accessibility regulations</Subheading>
        <Paragraph>{statement.outOfScope}</Paragraph>
      </Part>

      <Part id="beyond-aa" heading="Beyond level AA">
        <Paragraph>
          Of the {aaa.length} criteria of level AAA, {aaaMet.length} are met or do not apply, and {aaaNotMet.length}{' '}
          {aaaNotMet.length === 1 ? 'is' : 'are'} not met:
        </Paragraph>
        <CriterionList of={aaaNotMet} />
      </Part>

      <Part id="improving" heading="What we’re doing to improve accessibility">
        <Paragraph>{statement.improvement}</Paragraph>
      </Part>

      <Part id="how-tested" heading="How we tested this website">
        <Paragraph>
          This website was last tested on <Dated iso={lastTested} /> by {evaluators.join(' and ')}, against{' '}
          {evaluationScope.target}.
        </Paragraph>
        <Paragraph>
          We tested {evaluationScope.sample.map((page) => `${page.label.toLowerCase()} (${page.path})`).join(', ')} and
          the error screen. {evaluationScope.sampleReason}
        </Paragraph>
        <Paragraph>{evaluationScope.baseline}</Paragraph>
        <Paragraph>
          On every change, automated browser tests check every page with axe-core and check keyboard use, focus, reflow,
          text size, text spacing, target size, timing and what a screen reader hears. The criteria a test cannot settle
          were checked by people, in the browsers and with the screen reader below.
        </Paragraph>
        <Subheading>Browsers and assistive technology we tested with</Subheading>
        <Box component="ul" sx={listSx}>
          {environments.map((environment) => (
            <li key={environment.id}>
              <Typography variant="body1">
                <strong>
                  {environment.name} {environment.version}
                </strong>
                {environment.engine ? ` (${environment.engine} engine)` : ` (${environment.kind})`}
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
                Used for: {testedWith(environment.id).join('; ')}.
              </Typography>
            </li>
          ))}
        </Box>
      </Part>

      <Part id="by-criterion" heading="Conformance by criterion">
        <Paragraph>
          Each success criterion of WCAG 2.2, with our verdict in the terms of the Voluntary Product Accessibility
          Template (VPAT) 2.5 (Supports, Partially Supports, Does Not Support, Not Applicable) and, where it is not met,
          what we found. Our conformance report gives the remarks and evidence for every criterion; ask us for a copy.
        </Paragraph>
        {levels.map((level) => (
          <Box key={level}>
            <Subheading>Level {level}</Subheading>
            <CriterionList of={rows.filter((row) => row.level === level)} />
          </Box>
        ))}
      </Part>

      <Part id="preparation" heading="Preparation of this statement">
        <Paragraph>
          This statement was prepared on <Dated iso={statement.preparedOn} />. It was last reviewed on{' '}
          <Dated iso={statement.lastReviewed} />. This website was last tested on <Dated iso={lastTested} />.
        </Paragraph>
      </Part>
    </Container>
  );
}
