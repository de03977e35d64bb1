// The axe results as EARL (W3C Evaluation and Report Language) in JSON-LD: one assertion per rule,
// scenario and state, with the nodes as pointers. Modelled on Deque's axe-reporter-earl.
import type { AxeRuleResult } from '../axe';
import type { ScenarioRecord } from './model';

const outcomes = {
  violations: 'earl:failed',
  passes: 'earl:passed',
  incomplete: 'earl:cantTell',
  inapplicable: 'earl:inapplicable',
} as const;

export function toEarl(records: readonly ScenarioRecord[], axeVersion: string, origin: string) {
  const assertor = {
    '@id': `https://github.com/dequelabs/axe-core/releases/tag/v${axeVersion}`,
    '@type': ['earl:Assertor', 'earl:Software'],
    title: 'axe-core',
    version: axeVersion,
  };
  return {
    '@context': {
      earl: 'http://www.w3.org/ns/earl#',
      dct: 'http://purl.org/dc/terms/',
      sch: 'https://schema.org/',
      ptr: 'http://www.w3.org/2009/pointers#',
      title: 'dct:title',
      description: 'dct:description',
      date: 'dct:date',
      source: 'dct:source',
      version: 'sch:version',
      assertedBy: { '@id': 'earl:assertedBy', '@type': '@id' },
      outcome: { '@id': 'earl:outcome', '@type': '@id' },
      mode: { '@id': 'earl:mode', '@type': '@id' },
      test: 'earl:test',
      subject: 'earl:subject',
      result: 'earl:result',
      pointer: 'earl:pointer',
      info: 'earl:info',
      assertions: { '@reverse': 'earl:subject' },
    },
    '@graph': records.flatMap((record) =>
      record.states.map((state) => ({
        '@type': ['earl:TestSubject', 'sch:WebPage'],
        source: new URL(record.screen.path, origin).href,
        description: `${record.screen.label} at ${record.viewport.width}px, ${record.scheme} scheme, state: ${state.label}`,
        date: state.results.timestamp,
        assertions: (Object.keys(outcomes) as (keyof typeof outcomes)[]).flatMap((kind) =>
          (state.results[kind] as AxeRuleResult[]).map((rule) => ({
            '@type': 'earl:Assertion',
            assertedBy: assertor['@id'],
            mode: 'earl:automatic',
            test: { '@id': rule.helpUrl, '@type': 'earl:TestCase', title: rule.id, description: rule.help },
            result: {
              '@type': 'earl:TestResult',
              outcome: outcomes[kind],
              info: rule.description,
              pointer: rule.nodes.map((node) => ({
                '@type': 'ptr:CSSSelectorPointer',
                'ptr:expression': node.target.join(' '),
              })),
            },
          })),
        ),
      })),
    ),
    assertor,
  };
}
