// What a report's own tests feed it (this package's, and a site's that makes its report with it): a value no report
// may run as markup, an axe violation carrying it, and one axe run.
import type { AxeRule, AxeRun } from './index';

export const hostile = '<img src=x onerror="window.__pwned = true"><script>window.__pwned = true</script>';

export const contrastViolation: AxeRule = {
  id: 'color-contrast',
  impact: 'serious',
  tags: ['wcag2aa', 'wcag143'],
  description: 'contrast',
  help: `Elements must meet contrast ${hostile}`,
  helpUrl: 'https://dequeuniversity.com/rules/axe/4.13/color-contrast',
  nodes: [{ html: hostile, target: ['#x > img'], failureSummary: `Fix any of the following:\n  ${hostile}` }],
};

export function axeRun(overrides: Partial<AxeRun> = {}): AxeRun {
  return {
    testEngine: { version: '4.13.0' },
    timestamp: '2026-01-01T00:00:00.000Z',
    passes: [],
    violations: [],
    incomplete: [],
    inapplicable: [],
    ...overrides,
  };
}
