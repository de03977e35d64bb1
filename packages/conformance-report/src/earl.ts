// The report as EARL (W3C Evaluation and Report Language) in JSON-LD: axe's assertions per rule, scenario and
// state, and one assertion per WCAG 2.2 success criterion (keyed to the criterion's W3C IRI) with the report's
// verdict. The assertors are described in the graph; subjects are the product's pages at its public origin. The
// modes say how each result was reached: earl:automatic for a rule engine or the report's own rules,
// earl:semiAuto for a scripted check whose output the evaluators read, earl:manual for an evaluation that names
// the person who made it by hand, and for a clause the evaluators judged with no WCAG row or measurement to read.
// Each test of the run is asserted too, automatic where it decides by itself, semi-automatic where it compares a
// screen reader's speech with a transcript a person reviewed. A report whose
// evidence was measured on other sources asserts no criterion; its tests' results stand.
import { clauseRows } from './clauses';
import { conformanceOf, conformanceRows, givesVerdicts } from './conformance';
import { slug } from './html';
import { clauseId } from './intEdition';
import { settledBy } from './render';
import type { ReportInput, StateRecord, TestStatus } from './types';

const axeOutcomes = {
  violations: 'earl:failed',
  passes: 'earl:passed',
  incomplete: 'earl:cantTell',
  inapplicable: 'earl:inapplicable',
} as const;

const verdictOutcomes = {
  Supports: 'earl:passed',
  'Partially Supports': 'earl:failed',
  'Does Not Support': 'earl:failed',
  'Not Applicable': 'earl:inapplicable',
  'Not Evaluated': 'earl:untested',
} as const;

const testOutcomes: Record<TestStatus, string> = {
  passed: 'earl:passed',
  failed: 'earl:failed',
  timedOut: 'earl:failed',
  interrupted: 'earl:failed',
  skipped: 'earl:untested',
  'not run': 'earl:untested',
};

const automatedWords = {
  none: 'none',
  pass: 'passed',
  fail: 'failed',
  'not run': 'did not run (the row is untested until they do)',
} as const;

/** The report as EARL in JSON-LD, its subjects at the product's public origin. */
export function toEarl(input: ReportInput) {
  const model = input.results;
  const origin = input.product.origin;
  const evaluations = input.evaluations.results;
  const { criterionIri } = conformanceOf(input);
  const axe = {
    '@id': `https://github.com/dequelabs/axe-core/releases/tag/v${model.axeVersion}`,
    '@type': ['earl:Assertor', 'earl:Software'],
    title: 'axe-core',
    version: model.axeVersion,
  };
  const report = {
    '@id': '#assertor',
    '@type': ['earl:Assertor', 'earl:Software'],
    title: `${model.command} (axe-core and the browser tests of one run)`,
    version: model.provenance.commit,
  };
  const scripts = {
    '@id': '#scripted-checks',
    '@type': ['earl:Assertor', 'earl:Software'],
    title: `${input.evaluations.commands.evidence} (the scripted checks)`,
    ...(model.evidence.run ? { version: model.evidence.run.commit, date: model.evidence.run.finishedAt } : {}),
  };
  // The evaluators read the scripted checks' output and recorded the verdicts: in EARL's terms a compound assertor,
  // the evaluators with the scripts as their instrument. A person is named only where an evaluation names one.
  const organisation = {
    '@id': '#evaluators',
    '@type': ['earl:Assertor', 'foaf:Organization'],
    title: [...new Set(evaluations.map((evaluation) => evaluation.evaluator))].join(', ') || 'nobody yet',
  };
  const maintainers = {
    '@id': '#evaluators-reading-scripted-checks',
    '@type': ['earl:Assertor', 'foaf:Group'],
    title: `${organisation.title}, reading the scripted checks' output${input.evaluations.selfAssessment ? ' (self-assessment)' : ''}`,
    mainAssertor: organisation['@id'],
    member: [organisation['@id'], scripts['@id']],
  };
  const personId = (name: string) => `#person-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const judgements = input.evaluations.judgements ?? [];
  const people = [
    ...new Set([...evaluations, ...judgements].flatMap((evaluation) => (evaluation.person ? [evaluation.person] : []))),
  ].map((name) => ({ '@id': personId(name), '@type': ['earl:Assertor', 'foaf:Person'], title: name }));
  const site = { '@id': new URL('/', origin).href, '@type': ['earl:TestSubject', 'sch:WebSite'], title: 'The site' };
  if (!givesVerdicts(input)) {
    return graph(origin, [axe, report, site, ...subjects(input, axe['@id']), ...testAssertions(input, report['@id'])]);
  }
  const rows = conformanceRows(input);
  const criteria = rows.map((row) => {
    const judged = row.evaluations.length > 0;
    const byHand = row.evaluations.filter((evaluation) => evaluation.person);
    const automatic = row.automated !== 'none';
    const person = byHand[0]?.person;
    return {
      '@type': 'earl:Assertion',
      // A person by name where one made the check by hand; the evaluators where they read a scripted check; the
      // report's software for what its own run and rules decided.
      assertedBy: person ? personId(person) : judged ? maintainers['@id'] : report['@id'],
      subject: site['@id'],
      mode: byHand.length > 0 ? 'earl:manual' : judged ? 'earl:semiAuto' : 'earl:automatic',
      test: {
        '@id': criterionIri(row.criterion),
        '@type': 'earl:TestRequirement',
        title: `${row.criterion} ${row.name} (${row.level}, WCAG ${row.version})`,
      },
      result: {
        '@type': 'earl:TestResult',
        outcome: verdictOutcomes[row.verdict],
        description: `${row.verdict}. ${row.remarks.join(' ')}`.trim(),
        date: judged ? (model.evidence.run?.finishedAt ?? model.generatedAt) : model.generatedAt,
        info: [
          ...row.evaluations.map((evaluation) => `${evaluation.title}: ${evaluation.method}`),
          ...(automatic ? [`This run's automated checks: ${automatedWords[row.automated]}.`] : []),
        ].join(' | '),
      },
    };
  });
  // The other standards' clauses: a judgement's by its evaluators (a person where it names one), a clause that reads
  // WCAG rows by whoever asserted those, the standard's own exceptions by the report's rules.
  const clauses = clauseRows(input, rows).map((row) => {
    const person = row.judgement?.person;
    const readsJudged = row.rows.some((read) => read.evaluations.length > 0);
    return {
      '@type': 'earl:Assertion',
      assertedBy: person
        ? personId(person)
        : row.judgement
          ? organisation['@id']
          : readsJudged
            ? maintainers['@id']
            : report['@id'],
      subject: site['@id'],
      // A judgement that reads no WCAG row and no measurement is the evaluators' own, made by hand.
      mode: person
        ? 'earl:manual'
        : row.judgement
          ? row.rows.length > 0 || row.judgement.criteria[row.key]?.measured?.length
            ? 'earl:semiAuto'
            : 'earl:manual'
          : readsJudged
            ? 'earl:semiAuto'
            : 'earl:automatic',
      test: {
        '@id': `#${clauseId(row)}`,
        '@type': 'earl:TestRequirement',
        title: `${row.standard.title} ${row.clause.id} ${row.clause.name}`,
        isPartOf: row.rows.map((read) => criterionIri(read.criterion)),
      },
      result: {
        '@type': 'earl:TestResult',
        outcome: verdictOutcomes[row.verdict],
        description: `${row.verdict}. ${row.remarks.join(' ')}`.trim(),
        date: row.judgement?.date ?? model.evidence.run?.finishedAt ?? model.generatedAt,
        info: [
          ...(row.judgement
            ? [
                `${row.judgement.title}: ${row.judgement.method}${
                  !person && input.evaluations.selfAssessment ? ' (a self-assessment)' : ''
                }`,
              ]
            : []),
          ...(row.rows.length > 0 ? [`Reads the WCAG rows ${row.rows.map((read) => read.criterion).join(', ')}.`] : []),
          ...row.issues.map(
            (issue) =>
              `${issue.kind === 'exception' ? 'Exception' : 'Known issue'} found ${issue.found}: ${issue.summary}`,
          ),
        ].join(' | '),
      },
    };
  });
  return graph(origin, [
    axe,
    report,
    scripts,
    organisation,
    maintainers,
    ...people,
    site,
    ...subjects(input, axe['@id']),
    ...criteria,
    ...clauses,
    ...testAssertions(input, report['@id']),
  ]);
}

/**
 * One assertion per test of the run, on the site, by the run: its outcome, the criteria it is tagged with (the test
 * is part of them), where it ran and, for a test that compares speech with reviewed transcripts, which ones.
 */
function testAssertions(input: ReportInput, assertor: string) {
  const { tests, generatedAt } = input.results;
  const { criterionIri } = conformanceOf(input);
  const site = new URL('/', input.product.origin).href;
  return tests.map((test) => ({
    '@type': 'earl:Assertion',
    assertedBy: assertor,
    subject: site,
    // Its keys scripted and its output compared with a file a person reviewed: semi-automatic.
    mode: test.transcripts?.length ? 'earl:semiAuto' : 'earl:automatic',
    test: {
      '@id': `#${slug('test', test.project ?? '', test.file, test.group, test.title)}`,
      '@type': 'earl:TestCase',
      title: test.title,
      description: `${test.group}, in ${test.file}${test.project ? ` (project ${test.project})` : ''}`,
      isPartOf: test.criteria.map((criterion) => criterionIri(criterion)),
    },
    result: {
      '@type': 'earl:TestResult',
      outcome: testOutcomes[test.outcome],
      date: generatedAt,
      info: [
        test.outcome,
        ...(test.flaky ? [`passed on a retry; the first try failed: ${test.flaky.split('\n')[0]}`] : []),
        ...(test.transcripts?.length ? [`compared with the reviewed transcripts ${test.transcripts.join(', ')}`] : []),
        ...(test.outcome === 'passed' || !test.error ? [] : [test.error]),
      ].join(' | '),
    },
  }));
}

/** How a state's "needs review" result of one rule was settled, from the reviews on file that cover its nodes. */
function settlement(input: ReportInput, state: StateRecord, rule: string): string {
  const reasons = [
    ...new Set((state.incompleteReviews ?? []).filter((node) => node.rule === rule).map((node) => node.reason)),
  ];
  if (reasons.length === 0 || reasons.includes(null)) return 'Not settled: no review on file covers every node.';
  return reasons
    .map((reason) => {
      const by = settledBy(input.results, reason!);
      return `Settled${by ? ` by ${by}` : ''}: ${reason}`;
    })
    .join(' ');
}

/** One subject per page, width, scheme, phase and state, with axe's assertions on it. */
function subjects(input: ReportInput, axe: string) {
  const origin = input.product.origin;
  return input.results.scenarios.flatMap((record) =>
    record.states.map((state) => ({
      '@id': `${new URL(record.screen.path, origin).href}#${slug(record.where, state.id)}`,
      '@type': ['earl:TestSubject', 'sch:WebPage'],
      source: { '@id': new URL(record.screen.path, origin).href },
      description: `${record.screen.label} at ${record.where}, state: ${state.label}`,
      date: state.results.timestamp,
      assertions: (Object.keys(axeOutcomes) as (keyof typeof axeOutcomes)[]).flatMap((kind) =>
        state.results[kind].map((rule) => ({
          '@type': 'earl:Assertion',
          assertedBy: axe,
          mode: 'earl:automatic',
          test: { '@id': rule.helpUrl, '@type': 'earl:TestCase', title: rule.id, description: rule.help },
          result: {
            '@type': 'earl:TestResult',
            outcome: axeOutcomes[kind],
            // axe could not tell: the result says how it was settled instead, or that it was not.
            info: kind === 'incomplete' ? `${rule.description} ${settlement(input, state, rule.id)}` : rule.description,
            pointer: rule.nodes.map((node) => ({
              '@type': 'ptr:CSSSelectorPointer',
              'ptr:expression': node.target.join(' '),
            })),
          },
        })),
      ),
    })),
  );
}

function graph(origin: string, nodes: unknown[]) {
  return {
    '@context': {
      '@base': new URL('/', origin).href,
      earl: 'http://www.w3.org/ns/earl#',
      dct: 'http://purl.org/dc/terms/',
      sch: 'https://schema.org/',
      foaf: 'http://xmlns.com/foaf/0.1/',
      ptr: 'http://www.w3.org/2009/pointers#',
      title: 'dct:title',
      description: 'dct:description',
      date: 'dct:date',
      source: { '@id': 'dct:source', '@type': '@id' },
      isPartOf: { '@id': 'dct:isPartOf', '@type': '@id' },
      version: 'sch:version',
      assertedBy: { '@id': 'earl:assertedBy', '@type': '@id' },
      mainAssertor: { '@id': 'earl:mainAssertor', '@type': '@id' },
      member: { '@id': 'foaf:member', '@type': '@id' },
      outcome: { '@id': 'earl:outcome', '@type': '@id' },
      mode: { '@id': 'earl:mode', '@type': '@id' },
      subject: { '@id': 'earl:subject', '@type': '@id' },
      test: 'earl:test',
      result: 'earl:result',
      pointer: 'earl:pointer',
      info: 'earl:info',
      assertions: { '@reverse': 'earl:subject' },
    },
    '@graph': nodes,
  };
}
