// The public accessibility statement, in the structure of the EU's model statement. Its words are
// src/content/statement.ts's; every fact in them (the status, the known issues and their fix dates, the verdicts,
// who tested what, when, how and with which browsers) comes from src/content/accessibility.ts, the module the
// auditor's conformance report reads too, so the two agree. This file only lays them out.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import {
  accessibilityStatement as facts,
  complianceStatus,
  criterionLabel,
  environments,
  evaluationScope,
  evaluators,
  formatDate,
  isDefect,
  knownIssues,
  levels,
  sitePlaceholders,
  statementRows,
  successCriteria,
  testedWith,
  verdictCounts,
  type CriterionVerdict,
  type KnownIssue,
  type Verdict,
} from '../content/accessibility';
import { statement, type Sentence, type StatementPart } from '../content/statement';
import { siteBuild } from '../app/siteBuild';
import { abbreviated } from '../components/abbreviated';
import { PlainSummary } from '../components/PlainSummary';
import { largeTarget } from '../components/targetSize';

const met = (row: CriterionVerdict) => row.verdict === 'Supports' || row.verdict === 'Not Applicable';
const rows = statementRows();
const status = complianceStatus(rows);
const counts = verdictCounts(rows);
/** The A and AA rows every count reads: WCAG 2.2's criteria, not those it made obsolete. */
const aa = rows.filter((row) => row.level !== 'AAA' && !row.obsolete);
const obsolete = rows.filter((row) => row.obsolete);
const sum = (verdict: Verdict) => counts.A[verdict] + counts.AA[verdict];
const aaa = rows.filter((row) => row.level === 'AAA');
const aaaMet = aaa.filter((row) => met(row));
const aaaNotMet = aaa.filter((row) => !aaaMet.includes(row));
/** The known issues (defects), those that fail WCAG criteria and those of the other standards' rows only. */
const defects = knownIssues.filter(isDefect);
const wcagIssues = defects.filter((issue) => issue.criteria.some((criterion) => criterion in successCriteria));
const otherIssues = defects.filter((issue) => !wcagIssues.includes(issue));
/** The exceptions the statement names, from the same list, each with the date it was noted. */
const exceptions = knownIssues.filter((issue) => !isDefect(issue));
/** A and AA rows not met that no known issue explains (a test fails while there is one; shown if there were). */
const notMetUnexplained = aa.filter(
  (row) => !met(row) && !wcagIssues.some((issue) => issue.criteria.includes(row.criterion)),
);
const problemCount = wcagIssues.length + notMetUnexplained.length;

/**
 * A phone number is read and dialled whole: an inline block, it moves to the next line whole rather than break at a
 * hyphen; only where no line is wide enough for it, as at 200% text on a phone, does it wrap inside its box (WCAG
 * 1.4.4: no sideways scroll). Its text stays one run.
 */
const wholeNumber = { display: 'inline-block', maxWidth: '100%', overflowWrap: 'anywhere' } as const;

/** A sentence's runs: text (abbreviations marked up), links, dates and the words that carry its point. */
function Runs({ of }: { of: Sentence }) {
  return of.map((run, index) => {
    if (typeof run === 'string') return <Fragment key={index}>{abbreviated(run)}</Fragment>;
    if ('href' in run)
      return (
        <Link key={index} href={run.href} sx={run.href.startsWith('tel:') ? wholeNumber : undefined}>
          {run.text}
        </Link>
      );
    if ('date' in run)
      return (
        <time key={index} dateTime={run.date}>
          {formatDate(run.date)}
        </time>
      );
    return <strong key={index}>{run.strong}</strong>;
  });
}

/**
 * The status sentence, read in one go: Orca says a <strong> and an <abbr> each as a piece of its own ("This website
 * is ¦ fully compliant. ¦ with the … ( ¦ WCAG. ¦ ) …"). Its point is drawn bold by <b>, which it reads as text, and
 * its abbreviation, written out just before, is marked up in the flow (abbreviated.tsx).
 */
function StatusSentence({ of }: { of: Sentence }) {
  return (
    <Typography variant="body1" sx={{ '& + &': { mt: 2 } }}>
      {of.map((run, index) =>
        typeof run === 'string' ? (
          <Fragment key={index}>{abbreviated(run, { inFlow: true })}</Fragment>
        ) : 'strong' in run ? (
          <b key={index}>{run.strong}</b>
        ) : (
          <Runs key={index} of={[run]} />
        ),
      )}
    </Typography>
  );
}

function Part({ part, children }: { part: StatementPart; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: { xs: 5, md: 6 } }}>
      <Typography id={part.id} variant="h3" component="h2" sx={{ mb: 2 }}>
        {part.heading}
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

function Paragraph({ children }: { children: string | Sentence }) {
  return (
    <Typography variant="body1" sx={{ '& + &': { mt: 2 } }}>
      {typeof children === 'string' ? abbreviated(children) : <Runs of={children} />}
    </Typography>
  );
}

function List({ items }: { items: readonly string[] }) {
  return (
    <Box component="ul" sx={listSx}>
      {items.map((item) => (
        <li key={item}>
          <Typography variant="body1">{abbreviated(item)}</Typography>
        </li>
      ))}
    </Box>
  );
}

/** Each criterion with its verdict; where it is not met, why (the report gives every remark and its evidence). */
function CriterionList({ of }: { of: readonly CriterionVerdict[] }) {
  return (
    <Box component="ul" sx={listSx}>
      {of.map((row) => (
        <li key={row.criterion}>
          <Typography variant="body1">
            <strong>{criterionLabel(row.criterion)}</strong>
            {statement.verdict(row.verdict)}
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

/** Entries of the known issues: what a visitor meets, then when it was found and what we will do. */
function IssueList({ of, said }: { of: readonly KnownIssue[]; said: (issue: KnownIssue) => Sentence }) {
  if (of.length === 0) return null;
  return (
    <Box component="ul" sx={{ ...listSx, mt: 2 }}>
      {of.map((issue) => (
        <li key={issue.summary}>
          <Typography variant="body1">{abbreviated(issue.summary)}</Typography>
          <Typography variant="body2" color="textSecondary">
            <Runs of={said(issue)} />
          </Typography>
        </li>
      ))}
    </Box>
  );
}

export default function AccessibilityPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {statement.title}
      </Typography>
      {siteBuild.preview && (
        <Typography variant="body1" sx={{ mb: 3 }}>
          {statement.preview(sitePlaceholders)}
        </Typography>
      )}
      <PlainSummary>{statement.summary(status, facts.responseDays)}</PlainSummary>
      <Typography variant="lede">{statement.intro}</Typography>
      <Box sx={{ mt: 2 }}>
        <List items={statement.canDo} />
      </Box>

      <Box sx={{ mt: 3 }}>
        <Paragraph>{statement.notices}</Paragraph>
      </Box>

      <Part part={statement.howAccessible}>
        <StatusSentence of={statement.status(status)} />
        <Paragraph>{statement.selfAssessed}</Paragraph>
        <Paragraph>{statement.knownProblems(problemCount)}</Paragraph>
      </Part>

      <Part part={statement.feedback}>
        <Paragraph>{statement.askUs}</Paragraph>
        {/* Links that stand alone on their line, so targets of 44 by 44 px (2.5.5), wrapping like words. */}
        <Box component="ul" sx={{ ...listSx, my: 2, overflowWrap: 'anywhere' }}>
          <li>
            <Typography variant="body1">
              {statement.emailLabel}
              <Link href={`mailto:${facts.reportEmail}`} sx={largeTarget}>
                {facts.reportEmail}
              </Link>
            </Typography>
          </li>
          <li>
            <Typography variant="body1">
              {statement.phoneLabel}
              <Link href={facts.phone.href} sx={largeTarget}>
                {facts.phone.display}
              </Link>
            </Typography>
          </li>
        </Box>
        <Paragraph>{statement.reply(facts.responseDays)}</Paragraph>
      </Part>

      <Part part={statement.enforcement}>
        {statement.enforcementText.map((sentence, index) => (
          <Paragraph key={index}>{sentence}</Paragraph>
        ))}
      </Part>

      <Part part={statement.technical}>
        <Paragraph>{statement.commitment}</Paragraph>
        <Subheading>{statement.complianceHeading}</Subheading>
        <Paragraph>
          {statement.compliance(status, {
            all: aa.length,
            met: sum('Supports'),
            notApplicable: sum('Not Applicable'),
            partly: sum('Partially Supports'),
            notMet: sum('Does Not Support'),
            notEvaluated: sum('Not Evaluated'),
            obsolete: obsolete.map((row) => criterionLabel(row.criterion)),
          })}
        </Paragraph>
        <Subheading>{statement.standardsHeading}</Subheading>
        <Paragraph>{statement.reportsAgainst(statement.standards.map((standard) => standard.name))}</Paragraph>
      </Part>

      <Part part={statement.nonAccessible}>
        <Subheading>{statement.notMetHeading}</Subheading>
        {problemCount === 0 ? (
          <Paragraph>{statement.nothingNotMet}</Paragraph>
        ) : (
          <>
            {wcagIssues.length > 0 && (
              <Box component="ul" sx={listSx}>
                {wcagIssues.map((issue) => (
                  <li key={issue.summary}>
                    <Typography variant="body1">{abbreviated(issue.summary)}</Typography>
                    <Typography variant="body2" color="textSecondary">
                      <Runs
                        of={statement.issue(
                          issue.criteria
                            .filter((criterion) => criterion in successCriteria)
                            .map(criterionLabel)
                            .join(', '),
                          issue.plan,
                          issue.found,
                          issue.fixBy,
                        )}
                      />
                    </Typography>
                  </li>
                ))}
              </Box>
            )}
            {notMetUnexplained.length > 0 && <CriterionList of={notMetUnexplained} />}
          </>
        )}
        {otherIssues.length > 0 && (
          <>
            <Subheading>{statement.otherIssuesHeading}</Subheading>
            <IssueList of={otherIssues} said={(issue) => statement.otherIssue(issue.plan, issue.found)} />
          </>
        )}
        <Subheading>{statement.burdenHeading}</Subheading>
        <Paragraph>{statement.burden}</Paragraph>
        <Subheading>{statement.outOfScopeHeading}</Subheading>
        <Paragraph>{statement.outOfScope(exceptions.length)}</Paragraph>
        {/* As paragraphs, the width of the text: a list's indent left a footer link's name too wide for a line at
            320 pixels with text at 200% (WCAG 1.4.4's broken words). */}
        {exceptions.map((exception) => (
          <Box key={exception.summary} sx={{ mt: 2 }}>
            <Paragraph>{exception.summary}</Paragraph>
            <Paragraph>{statement.exception(exception.plan, exception.found)}</Paragraph>
          </Box>
        ))}
      </Part>

      <Part part={statement.beyondAA}>
        <Paragraph>{statement.aaa(aaa.length, aaaMet.length, aaaNotMet.length)}</Paragraph>
        <CriterionList of={aaaNotMet} />
      </Part>

      <Part part={statement.improving}>
        <Paragraph>{statement.improvement}</Paragraph>
      </Part>

      <Part part={statement.howTested}>
        <Paragraph>{statement.tested(evaluators.join(' and '), evaluationScope.target)}</Paragraph>
        <Paragraph>{statement.sample(evaluationScope.sample)}</Paragraph>
        <Paragraph>{evaluationScope.sampleReason}</Paragraph>
        <Paragraph>{statement.methodsIntro}</Paragraph>
        <List items={statement.methods} />
        <Box sx={{ mt: 2 }}>
          <Paragraph>{evaluationScope.baseline}</Paragraph>
        </Box>
        <Subheading>{statement.notTestedHeading}</Subheading>
        <Paragraph>{statement.notTestedIntro}</Paragraph>
        <List items={evaluationScope.notTested} />
        <Subheading>{statement.environmentsHeading}</Subheading>
        <Box component="ul" sx={listSx}>
          {environments.map((environment) => (
            <li key={environment.id}>
              <Typography variant="body1">
                <Runs of={statement.environment(environment.name, environment.engine, environment.kind)} />
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
                {statement.usedFor(testedWith(environment.id))}
              </Typography>
            </li>
          ))}
        </Box>
        <Paragraph>{statement.versionsInReport}</Paragraph>
      </Part>

      <Part part={statement.byCriterion}>
        <Paragraph>{statement.byCriterionIntro}</Paragraph>
        <Paragraph>{statement.fullReport}</Paragraph>
        {levels.map((level) => (
          <Box key={level}>
            <Subheading>{statement.level(level)}</Subheading>
            <CriterionList of={rows.filter((row) => row.level === level)} />
          </Box>
        ))}
      </Part>

      <Part part={statement.preparation}>
        <Paragraph>
          {statement.prepared(
            facts.preparedOn,
            facts.lastReviewed,
            statement.thisBuild(siteBuild, formatDate(siteBuild.date)),
          )}
        </Paragraph>
      </Part>
    </Container>
  );
}
