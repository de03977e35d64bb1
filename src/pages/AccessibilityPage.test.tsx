import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  accessibilityStatement,
  complianceStatus,
  knownIssues,
  statementRows,
  successCriteria,
  verdictFor,
} from '../content/accessibility';
import { site } from '../content/site';
import { axe } from '../test/axe';
import { renderRoute } from '../test/renderRoute';

async function renderStatement() {
  const result = renderRoute('/accessibility');
  await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' });
  return result;
}

describe('accessibility statement', () => {
  it('has every part of GOV.UK’s model, in order, and passes axe', async () => {
    const { container } = await renderStatement();
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Compliance status',
      'Known issues and our plans',
      'Not yet evaluated by a person',
      'Reporting a problem',
      'How we tested this website',
      'Preparation of this statement',
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('states the standard and the same compliance status the report computes from the same rows', async () => {
    await renderStatement();
    const status = screen.getByRole('region', { name: 'Compliance status' });
    expect(status).toHaveTextContent('WCAG) version 2.2, level AA');
    expect(status).toHaveTextContent(`This website is ${complianceStatus(statementRows())}`);
    // Until a person's results are on file, it cannot be fully compliant.
    expect(complianceStatus(statementRows())).toBe('partially compliant');
  });

  it('lists each known issue with its plan, and each criterion not yet judged by a person', async () => {
    await renderStatement();
    const issues = screen.getByRole('region', { name: 'Known issues and our plans' });
    for (const issue of knownIssues) expect(issues).toHaveTextContent(issue.plan);
    const pending = within(screen.getByRole('region', { name: 'Not yet evaluated by a person' })).getAllByRole(
      'listitem',
    );
    expect(pending.length).toBe(statementRows().filter((row) => row.verdict === 'Not Evaluated').length);
    expect(pending.length).toBeGreaterThan(0);
  });

  it('says how to report a problem, with the foundation’s e-mail, and when it was last reviewed', async () => {
    await renderStatement();
    const report = screen.getByRole('region', { name: 'Reporting a problem' });
    expect(within(report).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    const preparation = screen.getByRole('region', { name: 'Preparation of this statement' });
    expect(preparation.querySelector(`time[datetime="${accessibilityStatement.lastReviewed}"]`)).not.toBeNull();
  });

  it('is linked from the footer of every page', async () => {
    renderRoute('/');
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Accessibility statement' }),
    ).toHaveAttribute('href', '/accessibility');
  });
});

describe('conformance rows', () => {
  it('cover the 55 WCAG 2.2 A and AA criteria, with 4.1.1 as a 56th row marked obsolete', () => {
    const rows = Object.keys(successCriteria);
    expect(rows).toHaveLength(56);
    expect(rows).toEqual(expect.arrayContaining(['1.4.5', '2.2.2', '2.5.2', '3.1.1', '3.2.1', '3.2.2', '4.1.1']));
    expect(verdictFor('4.1.1').verdict).toBe('Not Applicable');
    expect(verdictFor('4.1.1').remarks.join(' ')).toMatch(/obsolete/i);
  });

  it('say "Not Evaluated" where a person must judge and has not, and "Does Not Support" on a failed check', () => {
    expect(verdictFor('1.3.2').verdict).toBe('Not Evaluated');
    expect(verdictFor('2.4.2').verdict).toBe('Supports');
    expect(verdictFor('2.4.2', 'fail').verdict).toBe('Does Not Support');
    expect(verdictFor('2.4.2', 'none').verdict).toBe('Not Evaluated');
    // Notices pause while focus stays on the button that raised them (e2e/first-moment.spec.ts); a person judges it.
    expect(verdictFor('2.2.1').verdict).toBe('Not Evaluated');
    expect(verdictFor('1.2.1').verdict).toBe('Not Applicable');
  });
});
