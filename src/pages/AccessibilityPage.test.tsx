import { existsSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  accessibilityStatement,
  complianceStatus,
  conformanceProblems,
  criterionLabel,
  environments,
  evaluations,
  knownIssues,
  lastTested,
  statementRows,
  successCriteria,
  verdictFor,
} from '../content/accessibility';
import { site } from '../content/site';
import { renderRoute } from '../test/renderRoute';

async function renderStatement() {
  const result = renderRoute('/accessibility');
  await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' });
  return result;
}

/** The part of the statement under the h2 with this name, up to the next h2. */
function part(name: string): HTMLElement {
  return screen.getByRole('heading', { level: 2, name }).closest('section')!;
}

describe('accessibility statement', () => {
  it('has every part of the EU and GOV.UK model, in order', async () => {
    await renderStatement();
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'How accessible this website is',
      'Feedback and contact information',
      'Enforcement procedure',
      'Technical information about this website’s accessibility',
      'Non-accessible content',
      'Beyond level AA',
      'What we’re doing to improve accessibility',
      'How we tested this website',
      'Conformance by criterion',
      'Preparation of this statement',
    ]);
  });

  it('states its scope, the standard and the compliance status computed from the same rows as the report', async () => {
    await renderStatement();
    expect(screen.getByRole('main')).toHaveTextContent(site.origin);
    const status = part('Technical information about this website’s accessibility');
    expect(status).toHaveTextContent('WCAG) version 2.2, level AA');
    expect(status).toHaveTextContent(`This website is ${complianceStatus(statementRows())}`);
  });

  it('lists each known issue with the date of its fix, and says nothing contrary when there is one', async () => {
    await renderStatement();
    const issues = part('Non-accessible content');
    for (const issue of knownIssues) {
      expect(issues).toHaveTextContent(issue.summary);
      expect(issues.querySelector(`time[datetime="${issue.fixBy}"]`)).not.toBeNull();
    }
    if (knownIssues.length > 0) {
      expect(screen.getByRole('main')).not.toHaveTextContent(/know of no (accessibility )?problem/i);
      expect(complianceStatus(statementRows())).not.toBe('fully compliant');
    }
  });

  it('gives the enforcement procedure and the e-mail and phone to contact, from site.ts', async () => {
    await renderStatement();
    const contact = part('Feedback and contact information');
    expect(within(contact).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(within(contact).getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href);
    expect(part('Enforcement procedure')).toHaveTextContent(/Equality Advisory and Support Service/);
  });

  it('says when, by whom and how the site was tested, with every browser and assistive technology and its version', async () => {
    await renderStatement();
    const tested = part('How we tested this website');
    expect(tested.querySelector(`time[datetime="${lastTested}"]`)).not.toBeNull();
    expect(tested).toHaveTextContent("the project's maintainers");
    for (const environment of environments) {
      expect(tested).toHaveTextContent(`${environment.name} ${environment.version}`);
    }
    const preparation = part('Preparation of this statement');
    expect(preparation.querySelector(`time[datetime="${accessibilityStatement.lastReviewed}"]`)).not.toBeNull();
  });

  it('gives every criterion the verdict the report gives it', async () => {
    await renderStatement();
    const byCriterion = part('Conformance by criterion');
    for (const row of statementRows()) {
      expect(byCriterion).toHaveTextContent(`${criterionLabel(row.criterion)}: ${row.verdict}.`);
    }
  });

  it('is linked from the footer of every page', async () => {
    renderRoute('/');
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Accessibility statement' }),
    ).toHaveAttribute('href', '/accessibility');
  });
});

describe('conformance rows', () => {
  it('cover every WCAG 2.2 criterion at A, AA and AAA, with 4.1.1 obsolete and removed', () => {
    const rows = Object.keys(successCriteria);
    expect(rows).toHaveLength(87);
    expect(rows.filter((criterion) => successCriteria[criterion]!.level !== 'AAA')).toHaveLength(56);
    expect(verdictFor('4.1.1').verdict).toBe('Not Applicable');
    expect(verdictFor('4.1.1').remarks.join(' ')).toMatch(/obsolete and removed in WCAG 2\.2/i);
    expect(verdictFor('3.3.2').verdict).toBe('Supports');
  });

  it('can be signed: every A and AA row has a verdict, a remark and evidence, and every row a remark', () => {
    expect(conformanceProblems(statementRows())).toEqual([]);
  });

  it('say "Does Not Support" on a failed automated check, and "Not Evaluated" where no evaluation judges a row', () => {
    expect(verdictFor('2.4.2', 'fail').verdict).toBe('Does Not Support');
    expect(verdictFor('1.2.1', 'fail').verdict).toBe('Not Applicable');
    expect(verdictFor('9.9.9').verdict).toBe('Not Evaluated');
    expect(conformanceProblems([verdictFor('9.9.9')])).toEqual(['9.9.9: Not Evaluated', '9.9.9: no evidence']);
  });

  it('rest on evaluations that record who, when, how, with what, and evidence that is in the repository', () => {
    const known = new Set(environments.map((environment) => environment.id));
    for (const evaluation of evaluations) {
      expect(evaluation.evaluator, evaluation.id).toBe("the project's maintainers");
      expect(evaluation.date, evaluation.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(evaluation.method.length, evaluation.id).toBeGreaterThan(40);
      expect(evaluation.environments.length, evaluation.id).toBeGreaterThan(0);
      for (const id of evaluation.environments) expect(known, `${evaluation.id}: ${id}`).toContain(id);
      expect(evaluation.evidence.length, evaluation.id).toBeGreaterThan(0);
      for (const file of evaluation.evidence) expect(existsSync(file.path), file.path).toBe(true);
      for (const [criterion, result] of Object.entries(evaluation.criteria)) {
        expect(successCriteria, criterion).toHaveProperty([criterion]);
        expect(result.remark.length, criterion).toBeGreaterThan(20);
      }
    }
  });

  it('have a known issue with a fix date for every A or AA criterion not met, and no issue for one that is', () => {
    const notMet = statementRows()
      .filter((row) => row.level !== 'AAA' && ['Partially Supports', 'Does Not Support'].includes(row.verdict))
      .map((row) => row.criterion);
    expect(knownIssues.flatMap((issue) => issue.criteria).sort()).toEqual(notMet.sort());
    for (const issue of knownIssues) expect(issue.fixBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
