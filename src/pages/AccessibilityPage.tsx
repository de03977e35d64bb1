// The public accessibility statement, in GOV.UK's model. Its status, known issues and criteria not yet
// judged by a person come from src/content/accessibility.ts, the module the auditor's report reads too.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  accessibilityStatement as statement,
  complianceStatus,
  criterionLabel,
  knownIssues,
  statementRows,
} from '../content/accessibility';

const rows = statementRows();
const status = complianceStatus(rows);
const notEvaluated = rows.filter((row) => row.verdict === 'Not Evaluated').map((row) => row.criterion);

function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));
}

function Part({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: { xs: 5, md: 6 } }}>
      <Typography id={id} variant="h3" component="h2" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

const listSx = { pl: 3, my: 0, '& li + li': { mt: 1 } } as const;

export default function AccessibilityPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1">{statement.title}</Typography>
      <Typography variant="lede" sx={{ mt: 2 }}>
        {statement.intro}
      </Typography>

      <Part id="compliance-status" heading="Compliance status">
        <Typography variant="body1">
          {/* Named, not linked: the site links only to itself, e-mail and phone (the link check holds it). */}
          We aim to meet {statement.standard}. This website is <strong>{status}</strong> with that standard
          {status === 'fully compliant'
            ? '.'
            : ': the known issues and the criteria not yet evaluated by a person are listed below.'}
        </Typography>
      </Part>

      <Part id="known-issues" heading="Known issues and our plans">
        {knownIssues.length === 0 ? (
          <Typography variant="body1">We know of no accessibility problem on this website.</Typography>
        ) : (
          <Box component="ul" sx={listSx}>
            {knownIssues.map((issue) => (
              <li key={issue.summary}>
                <Typography variant="body1">{issue.summary}</Typography>
                <Typography variant="body2" color="textSecondary">
                  Fails {issue.criteria.map(criterionLabel).join(', ')}. Our plan: {issue.plan}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Part>

      <Part id="not-evaluated" heading="Not yet evaluated by a person">
        <Typography variant="body1">
          {notEvaluated.length === 0
            ? 'A person has judged every criterion that needs one.'
            : `Automated checks support these ${notEvaluated.length} criteria, but a person has not yet judged them, so we make no claim about them:`}
        </Typography>
        {notEvaluated.length > 0 && (
          <Box component="ul" sx={{ ...listSx, mt: 1.5 }}>
            {notEvaluated.map((criterion) => (
              <li key={criterion}>
                <Typography variant="body2">{criterionLabel(criterion)}</Typography>
              </li>
            ))}
          </Box>
        )}
      </Part>

      <Part id="report-a-problem" heading="Reporting a problem">
        <Typography variant="body1">
          If you find a problem not listed here, or you need any part of this website in another format, e-mail{' '}
          {/* Inline in its sentence (2.5.8's inline exception), so that large text wraps it like words. */}
          <Link href={`mailto:${statement.reportEmail}`}>{statement.reportEmail}</Link>. We reply within{' '}
          {statement.responseDays} working days.
        </Typography>
      </Part>

      <Part id="how-tested" heading="How we tested this website">
        <Box component="ul" sx={listSx}>
          {statement.testing.map((line) => (
            <li key={line}>
              <Typography variant="body1">{line}</Typography>
            </li>
          ))}
        </Box>
      </Part>

      <Part id="preparation" heading="Preparation of this statement">
        <Typography variant="body1">
          This statement was prepared on <time dateTime={statement.preparedOn}>{formatDate(statement.preparedOn)}</time>
          . It was last reviewed on <time dateTime={statement.lastReviewed}>{formatDate(statement.lastReviewed)}</time>.
        </Typography>
      </Part>
    </Container>
  );
}
