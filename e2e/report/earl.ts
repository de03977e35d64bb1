// The report as EARL (W3C Evaluation and Report Language) in JSON-LD: axe's assertions per rule, scenario and
// state, and one assertion per WCAG 2.2 success criterion (keyed to the criterion's W3C IRI) with the report's
// verdict. The assertors are described in the graph; subjects are resources with their own IRI.
import type { AxeRuleResult } from '../axe';
import { conformanceRows } from './conformance';
import type { ReportModel } from './model';
import { criterionIri, evaluations } from './wcag';

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

export function toEarl(model: ReportModel, origin: string) {
  const axe = {
    '@id': `https://github.com/dequelabs/axe-core/releases/tag/v${model.axeVersion}`,
    '@type': ['earl:Assertor', 'earl:Software'],
    title: 'axe-core',
    version: model.axeVersion,
  };
  const report = {
    '@id': '#assertor',
    '@type': ['earl:Assertor', 'earl:Software'],
    title: 'npm run a11y:report (axe-core, Playwright behaviour and screen-reader tests, and the people’s results)',
    version: model.provenance.commit,
  };
  // The people who judged the criteria a test cannot settle, as an assertor of their own.
  const maintainers = {
    '@id': '#maintainers',
    '@type': ['earl:Assertor', 'foaf:Organization'],
    title: [...new Set(evaluations.map((evaluation) => evaluation.evaluator))].join(', ') || 'nobody yet',
  };
  const site = { '@id': new URL('/', origin).href, '@type': ['earl:TestSubject', 'sch:WebSite'], title: 'The site' };
  const subjects = model.scenarios.flatMap((record) =>
    record.states.map((state) => ({
      '@id': `${new URL(record.screen.path, origin).href}#${record.viewport.width}px-${record.scheme}-${(record.phase ?? 'after the app').replace(/ /g, '-')}-${state.id}`,
      '@type': ['earl:TestSubject', 'sch:WebPage'],
      source: { '@id': new URL(record.screen.path, origin).href },
      description: `${record.screen.label} at ${record.viewport.width}px, ${record.scheme} scheme, ${record.phase ?? 'after the app'}, state: ${state.label}`,
      date: state.results.timestamp,
      assertions: (Object.keys(axeOutcomes) as (keyof typeof axeOutcomes)[]).flatMap((kind) =>
        (state.results[kind] as AxeRuleResult[]).map((rule) => ({
          '@type': 'earl:Assertion',
          assertedBy: axe['@id'],
          mode: 'earl:automatic',
          test: { '@id': rule.helpUrl, '@type': 'earl:TestCase', title: rule.id, description: rule.help },
          result: {
            '@type': 'earl:TestResult',
            outcome: axeOutcomes[kind],
            info: rule.description,
            pointer: rule.nodes.map((node) => ({
              '@type': 'ptr:CSSSelectorPointer',
              'ptr:expression': node.target.join(' '),
            })),
          },
        })),
      ),
    })),
  );
  const criteria = conformanceRows(model).map((row) => {
    const judged = row.evaluations.length > 0;
    const automatic = row.automated !== 'none';
    return {
      '@type': 'earl:Assertion',
      // The maintainers where a person judged it; the report (the test software) for what its run decided.
      assertedBy: judged ? maintainers['@id'] : report['@id'],
      subject: site['@id'],
      mode:
        judged && automatic ? 'earl:semiAuto' : judged ? 'earl:manual' : automatic ? 'earl:automatic' : 'earl:untested',
      test: {
        '@id': criterionIri(row.criterion),
        '@type': 'earl:TestRequirement',
        title: `${row.criterion} ${row.name} (${row.level})`,
      },
      result: {
        '@type': 'earl:TestResult',
        outcome: verdictOutcomes[row.verdict],
        description: `${row.verdict}. ${row.remarks.join(' ')}`.trim(),
        date: judged
          ? row.evaluations
              .map((evaluation) => evaluation.date)
              .sort()
              .at(-1)
          : model.generatedAt,
        ...(judged
          ? { info: row.evaluations.map((evaluation) => `${evaluation.title}: ${evaluation.method}`).join(' | ') }
          : {}),
      },
    };
  });
  return {
    '@context': {
      '@base': origin,
      earl: 'http://www.w3.org/ns/earl#',
      dct: 'http://purl.org/dc/terms/',
      sch: 'https://schema.org/',
      foaf: 'http://xmlns.com/foaf/0.1/',
      ptr: 'http://www.w3.org/2009/pointers#',
      title: 'dct:title',
      description: 'dct:description',
      date: 'dct:date',
      source: { '@id': 'dct:source', '@type': '@id' },
      version: 'sch:version',
      assertedBy: { '@id': 'earl:assertedBy', '@type': '@id' },
      outcome: { '@id': 'earl:outcome', '@type': '@id' },
      mode: { '@id': 'earl:mode', '@type': '@id' },
      subject: { '@id': 'earl:subject', '@type': '@id' },
      test: 'earl:test',
      result: 'earl:result',
      pointer: 'earl:pointer',
      info: 'earl:info',
      assertions: { '@reverse': 'earl:subject' },
    },
    '@graph': [axe, report, maintainers, site, ...subjects, ...criteria],
  };
}
