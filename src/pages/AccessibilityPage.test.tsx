import { existsSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  accessibilityStatement,
  complianceStatus,
  evaluationScope,
  formatDate,
  notTested,
  placeholderContacts,
  conformanceProblems,
  criterionLabel,
  environments,
  evaluations,
  isDefect,
  knownIssues,
  remarkFacts,
  statementRows,
  successCriteria,
  verdictFor,
} from '../content/accessibility';
import { sweepingWords } from 'conformance-report';
import { pages, typedFiles } from '../app/pages.mjs';
import { buildName, siteBuild } from '../app/siteBuild';
// The report's data is e2e's (a higher layer) until it moves below src/ (issue 38, the lead's rework of e2e/report).
// eslint-disable-next-line no-restricted-imports
import { evaluationData } from '../../e2e/report/site';
import { site } from '../content/site';
import { judgements, standards } from '../content/otherStandards';
import { sitePlaceholders } from '../content/standIns';
import { adaContacts, reportPath, statement } from '../content/statement';
import { ui } from '../content/ui';
import { renderRoute } from '../test/renderRoute';
import { fleschKincaidGrade } from '../text/readability';

async function renderStatement() {
  const result = renderRoute('/accessibility');
  await screen.findByRole('heading', { level: 1, name: statement.title });
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
    expect(part('How accessible this website is')).toHaveTextContent(
      `This website is ${complianceStatus(statementRows())} with the Web Content Accessibility Guidelines (WCAG) version 2.2, level AA.`,
    );
    const status = part('Technical information about this website’s accessibility');
    expect(status).toHaveTextContent(`This website is ${complianceStatus(statementRows())} with WCAG 2.2, level AA.`);
  });

  it('counts WCAG 2.2’s 55 criteria at A and AA, and says it leaves out 4.1.1 Parsing as obsolete', async () => {
    await renderStatement();
    const counted = statementRows().filter((row) => row.level !== 'AAA' && !successCriteria[row.criterion]!.obsolete);
    expect(counted).toHaveLength(55);
    const met = counted.filter((row) => row.verdict === 'Supports').length;
    const status = part('Technical information about this website’s accessibility');
    expect(status).toHaveTextContent(`Of the 55 criteria at levels A and AA, ${met} are met,`);
    expect(status).toHaveTextContent(`We do not count ${criterionLabel('4.1.1')}: it is obsolete in WCAG 2.2.`);
    expect(screen.getByRole('main')).not.toHaveTextContent(/\b56\b/);
  });

  it('says which footer links lead to the not-found page, as the statement and 2.4.9’s remark both do', async () => {
    // Read from the footer a visitor gets: each link to an address of the site that no page answers with 200.
    await renderStatement();
    const footer = screen.getByRole('contentinfo');
    // A file the build writes beside the pages (the blog's feed, linked from the footer) is not a page.
    const published = new Set<string>([
      ...pages.filter((page) => page.status === 200).map((page) => page.url),
      ...Object.values(typedFiles).map((file) => file.path),
    ]);
    const withoutPage = within(footer)
      .getAllByRole('link')
      .map((link) => ({ name: link.textContent ?? '', href: link.getAttribute('href') ?? '' }))
      .filter(({ href }) => href.startsWith('/') && !published.has(href.split('#')[0]!));
    expect(withoutPage.length).toBeGreaterThan(0);
    const scope = part('Non-accessible content');
    expect(scope).not.toHaveTextContent('None: this statement covers every page');
    const remark = verdictFor('2.4.9').remarks.join(' ');
    for (const { name, href } of withoutPage) {
      expect(scope).toHaveTextContent(name);
      expect(remark).toContain(name);
      expect(remark).toContain(href);
    }
    // No remark keeps a placeholder its facts did not fill.
    for (const evaluation of evaluations) {
      for (const [criterion, { remark: text }] of Object.entries(evaluation.criteria)) {
        expect(text, `${evaluation.id} ${criterion}`).not.toMatch(/\{[^}]*\}/);
      }
    }
  });

  it('lists each known issue and exception with the date it was found, and the date of its fix', async () => {
    await renderStatement();
    const issues = part('Non-accessible content');
    for (const issue of knownIssues) {
      expect(issues).toHaveTextContent(issue.summary);
      expect(issue.summary).not.toMatch(/\{[^}]*\}/);
      expect(issue.found, issue.summary).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(issues.querySelector(`time[datetime="${issue.found}"]`)).not.toBeNull();
      if (issue.fixBy) expect(issues.querySelector(`time[datetime="${issue.fixBy}"]`)).not.toBeNull();
    }
    // The footer's links to no page are an exception the statement names: in the one list, with its date.
    expect(
      knownIssues
        .filter((issue) => !isDefect(issue))
        .map((issue) => issue.summary)
        .join(' '),
    ).toContain(remarkFacts['{footer links without a page: names}']!);
    // The support services' stand-ins are a known issue while the contact details are stand-ins, and only then.
    expect(knownIssues.some((issue) => issue.criteria.includes('508 603.3'))).toBe(sitePlaceholders.length > 0);
    const wcagIssues = knownIssues.filter(
      (issue) => isDefect(issue) && issue.criteria.some((criterion) => criterion in successCriteria),
    );
    if (wcagIssues.length > 0) {
      expect(screen.getByRole('main')).not.toHaveTextContent(/know of no (accessibility )?problem/i);
      expect(complianceStatus(statementRows())).not.toBe('fully compliant');
    }
    // "None" only while every A and AA row is met or does not apply, and no issue is known.
    const aaNotMet = statementRows().filter(
      (row) => row.level !== 'AAA' && row.verdict !== 'Supports' && row.verdict !== 'Not Applicable',
    );
    expect(issues.textContent.includes(statement.nothingNotMet)).toBe(aaNotMet.length === 0 && wcagIssues.length === 0);
  });

  it('gives the e-mail and phone to contact, from site.ts, and an enforcement procedure for the model it follows', async () => {
    await renderStatement();
    const contact = part('Feedback and contact information');
    expect(within(contact).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(within(contact).getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href);
    // The EU's model, followed by choice: the statement says so, and names no European body it is not bound by.
    expect(part('Technical information about this website’s accessibility')).toHaveTextContent(
      /follow the European Union’s model accessibility statement, .*, by choice/,
    );
    const enforcement = part('Enforcement procedure');
    expect(enforcement).toHaveTextContent(/neither applies to us/);
    // Whether the European Accessibility Act applies, and why, as the foundation's own assessment.
    expect(enforcement).toHaveTextContent(
      /European Accessibility Act .* sells nothing .* does not apply to this website/,
    );
    expect(enforcement).toHaveTextContent('This is our own assessment, not legal advice.');
    expect(enforcement).not.toHaveTextContent(/Equality|Commission/);
    // Each body it names, with a way to reach it.
    expect(
      within(enforcement).getByRole('link', { name: /file a complaint with the Department of Justice/ }),
    ).toHaveAttribute('href', adaContacts.complaint);
    for (const line of [adaContacts.voice, adaContacts.textPhone]) {
      expect(within(enforcement).getByRole('link', { name: line.display })).toHaveAttribute('href', line.href);
    }
  });

  it('says in its first lines that a build with stand-in contact details is a preview, and not once they are real', async () => {
    await renderStatement();
    // example.org is kept for examples (RFC 2606); 555-0100 to 555-0199 is kept for fiction.
    expect(site.email).toMatch(/@example\.org$/);
    expect(site.phone.href).toMatch(/5550[1]\d\d$/);
    expect(siteBuild.preview).toBe(true);
    const firstLines = screen.getByRole('heading', { level: 1 }).nextElementSibling;
    expect(firstLines).toHaveTextContent(
      'This is a preview of the website, not the published one. The e-mail address, phone number and website address on this preview are stand-ins, made up to show where the real ones go. They reach no one yet.',
    );
    const real = { email: 'access@crf.org', phone: 'tel:+12025551234', origin: 'https://crf.org' };
    expect(placeholderContacts(real)).toEqual([]);
    expect(placeholderContacts({ ...real, phone: 'tel:+12025550199' })).toEqual(['phone number']);
    expect(placeholderContacts({ ...real, origin: 'https://www.example.com' })).toEqual(['website address']);
  });

  it('says by whom, how and with what the site was tested, names its build and links the report of that build', async () => {
    await renderStatement();
    const tested = part('How we tested this website');
    expect(tested).toHaveTextContent("the project's maintainers");
    for (const environment of environments) expect(tested).toHaveTextContent(environment.name);
    expect(within(tested).getByRole('link', { name: 'the conformance report of this version' })).toHaveAttribute(
      'href',
      reportPath,
    );
    const preparation = part('Preparation of this statement');
    expect(preparation.querySelector(`time[datetime="${accessibilityStatement.lastReviewed}"]`)).not.toBeNull();
    expect(preparation).toHaveTextContent(
      `built on ${formatDate(siteBuild.date)}, whose build is ${buildName(siteBuild)}`,
    );
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

  it('name a measurement beside every remark that sweeps (every, all, no…), as the report requires to sign', () => {
    const unmeasured = [...evaluations, ...judgements].flatMap((evaluation) =>
      Object.entries(evaluation.criteria).flatMap(([criterion, { remark, measured = [] }]) => {
        const words = sweepingWords(remark);
        return words.length > 0 && measured.length === 0 ? [`${evaluation.id} ${criterion}: ${words.join(', ')}`] : [];
      }),
    );
    expect(unmeasured).toEqual([]);
  });

  it('rest on evaluations that record who, when, how, with what, and evidence the run writes or a person reviewed', () => {
    const known = new Set(environments.map((environment) => environment.id));
    for (const evaluation of evaluations) {
      expect(evaluation.evaluator, evaluation.id).toBe("the project's maintainers");
      // Dated by the build whose run measured it.
      expect(evaluation.date, evaluation.id).toBe(siteBuild.date);
      expect(evaluation.method.length, evaluation.id).toBeGreaterThan(40);
      expect(evaluation.environments.length, evaluation.id).toBeGreaterThan(0);
      for (const id of evaluation.environments) expect(known, `${evaluation.id}: ${id}`).toContain(id);
      expect(evaluation.evidence.length, evaluation.id).toBeGreaterThan(0);
      // What a run measures is written by the run (reports/evidence/, checked by the report); what a person
      // reviewed (the transcripts) is in the repository.
      for (const file of evaluation.evidence)
        if (!file.path.startsWith('reports/evidence/')) expect(existsSync(file.path), file.path).toBe(true);
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
    const wcagIssues = knownIssues.filter(isDefect).filter((issue) => issue.criteria.some((c) => c in successCriteria));
    expect(wcagIssues.flatMap((issue) => issue.criteria).sort()).toEqual(notMet.sort());
    for (const issue of wcagIssues) expect(issue.fixBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('the other standards (the report’s INT edition)', () => {
  const keyed = standards.flatMap((standard) =>
    standard.chapters.flatMap((chapter) => chapter.clauses.map((clause) => ({ standard, clause }))),
  );

  it('judge every clause that maps to no WCAG criterion, as a self-assessment, and no clause that is one', () => {
    const judged = new Map(judgements.flatMap((judgement) => Object.entries(judgement.criteria)));
    for (const { standard, clause } of keyed) {
      const key = `${standard.id} ${clause.id}`;
      if ('judged' in clause.kind) expect(judged.has(key), key).toBe(true);
      // A clause that is a WCAG criterion (clause 9, the 508 WCAG table) is its row's; one that reads many rows
      // (the documentation clauses) may be judged, to say what it is on this site (its rows still give the verdict).
      if ('reads' in clause.kind && clause.level) expect(judged.has(key), key).toBe(false);
    }
    const known = new Set(keyed.map(({ standard, clause }) => `${standard.id} ${clause.id}`));
    for (const judgement of judgements) {
      expect(judgement.title, judgement.id).toMatch(/\(a self-assessment\)$/);
      expect(judgement.method, judgement.id).toMatch(/^A self-assessment\./);
      expect(judgement.date, judgement.id).toBe(siteBuild.date);
      for (const file of judgement.evidence)
        if (!file.path.startsWith('reports/evidence/')) expect(existsSync(file.path), file.path).toBe(true);
      for (const [key, result] of Object.entries(judgement.criteria)) {
        expect(known, key).toContain(key);
        expect(result.remark, key).not.toMatch(/\{[^}]*\}/);
        for (const criterion of result.restsOn ?? []) expect(successCriteria, key).toHaveProperty([criterion]);
      }
    }
    // Every issue's rows exist: a WCAG criterion, or a clause of the report.
    for (const issue of knownIssues)
      for (const row of issue.criteria) expect(row in successCriteria || known.has(row), row).toBe(true);
  });

  it('are named by the statement, which links the report that gives their rows', async () => {
    await renderStatement();
    const technical = part('Technical information about this website’s accessibility');
    for (const standard of standards) {
      expect(statement.standards.map((named) => named.id)).toContain(standard.id);
    }
    for (const named of statement.standards) expect(technical).toHaveTextContent(named.name);
    expect(technical).toHaveTextContent('We report against three standards');
    expect(within(technical).getByRole('link', { name: 'conformance report of this version' })).toHaveAttribute(
      'href',
      reportPath,
    );
  });
});

/** A block's text as a sentence: one that ends without a full stop (a list item, a lead-in) is ended with one. */
function asSentence(text: string): string {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

describe('what the statement claims of itself', () => {
  /**
   * The statement's own sentences as rendered: every paragraph of its main content but the plain summary and the
   * lines that start with a name in bold (a criterion's name in WCAG's words, a browser's name and version).
   */
  function prose(main: HTMLElement): string[] {
    return Array.from(main.querySelectorAll('p'))
      .filter((paragraph) => paragraph.firstChild?.nodeName !== 'STRONG')
      .map((paragraph) => asSentence(paragraph.textContent ?? ''));
  }

  it('opens with a plain summary at grade 9 or below, and its prose reads at grade 9 or below (WCAG 3.1.5)', async () => {
    await renderStatement();
    const main = screen.getByRole('main');
    const lead = within(main).getByText(ui.plainSummaryLead.trim());
    const summary = lead.closest('p')!.textContent.slice(ui.plainSummaryLead.length);
    expect(summary).toBe(statement.summary(complianceStatus(statementRows()), accessibilityStatement.responseDays));
    expect(fleschKincaidGrade(summary), summary).toBeLessThanOrEqual(9);
    const sentences = prose(main);
    expect(sentences.length).toBeGreaterThan(30);
    expect(fleschKincaidGrade(sentences.join(' '))).toBeLessThanOrEqual(9);
  });

  it('calls the evaluation a self-assessment, lists what was not tested, and promises nothing that rests on it', async () => {
    await renderStatement();
    const main = screen.getByRole('main');
    const tested = part('How we tested this website');
    expect(tested).toHaveTextContent(/This is a self-assessment/);
    expect(part('Preparation of this statement')).toHaveTextContent(/self-assessment/);
    for (const item of evaluationScope.notTested) expect(tested).toHaveTextContent(item.replace(/\s+/g, ' '));
    // The report reads the same list: there is one.
    expect(notTested).toBe(evaluationScope.notTested);
    expect(evaluationData.notTested).toBe(evaluationScope.notTested);
    // Every sentence that names an untested way of using the site says it was not tested: none promises it works.
    const untested = /speech recognition|voice control|NVDA|JAWS|VoiceOver|TalkBack|magnifier/i;
    const sentences = Array.from(main.querySelectorAll('p, li'))
      .flatMap((block) => (block.textContent ?? '').split(/(?<=[.!?])\s+/))
      .filter((sentence) => untested.test(sentence));
    expect(sentences.length).toBeGreaterThan(0);
    for (const sentence of sentences) {
      const list = evaluationScope.notTested.some((item) => sentence.includes(item.slice(0, 20)));
      expect(list || /\bnot\b/.test(sentence), sentence).toBe(true);
    }
  });

  it('gives each id once', async () => {
    const { container } = await renderStatement();
    const ids = Array.from(container.ownerDocument.querySelectorAll('[id]')).map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});
