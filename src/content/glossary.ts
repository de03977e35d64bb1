// The terms of art the site's copy uses, each with a plain definition (WCAG 3.1.3, technique G62), shown as the
// glossary at the end of the blog page (/blog#glossary), a description list, and linked from every page's footer. A term used in
// the copy belongs here; src/content/content.test.ts checks that each term here is used and reads plainly.
export const glossary = {
  heading: 'Words we use',
  intro: 'Some words in our writing have a special meaning in research. This is what we mean by them.',
  terms: [
    {
      term: 'Automation bias',
      definition: 'Trusting what a machine says more than your own judgement, even when the machine is wrong.',
    },
    {
      term: 'Cognitive sovereignty',
      definition:
        'Being in charge of your own thinking: you decide what to remember, what to pay attention to and what to believe.',
    },
    {
      term: 'Delegation',
      definition: 'Handing a task to a tool. Full delegation means the tool does all of it and you do none of it.',
    },
    {
      term: 'Fragmented attention',
      definition:
        'Attention that keeps breaking off, for example to look something up, so it is hard to focus for long.',
    },
    {
      term: 'Human–automation interaction',
      definition: 'The study of how people work with machines that do part of a job for them.',
    },
    {
      term: 'Longitudinal study',
      definition: 'A study that follows the same people for a long time, to see how they change.',
    },
    {
      term: 'Memory offloading',
      definition: 'Keeping facts in a tool instead of in your own head, so you look them up each time you need them.',
    },
    {
      term: 'Multi-agent platform',
      definition: 'Software made of several small programs, called agents, that each do one job and work together.',
    },
    {
      term: 'Privacy-preserving design',
      definition: 'Building software so that it collects as little personal data as it can and keeps that data safe.',
    },
    {
      term: 'Retrieval practice',
      definition: 'Bringing a fact back to mind on purpose, for example by testing yourself. It helps you keep it.',
    },
    {
      term: 'Skill atrophy',
      definition: 'Slowly losing a skill because you no longer use it.',
    },
  ],
} as const;

/** The id of the glossary and of each term in it: "#glossary", "#term-skill-atrophy". */
export const glossaryId = 'glossary';
export function termId(term: string): string {
  return `term-${term
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}
