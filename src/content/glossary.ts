// The terms of art the site's copy uses, each with a plain definition (WCAG 3.1.3, technique G62), shown as the
// glossary at the end of the blog page (/blog#glossary), a description list, and linked from every page's footer. A term used in
// the copy belongs here, the accessibility statement's included (the names of its checks and of the browsers' engines);
// src/content/content.test.ts checks that each term here is used and reads plainly, and e2e/conformance.spec.ts that each
// page's terms of art are here.
export const glossary = {
  heading: 'Words we use',
  intro: 'Some words in our writing have a special meaning in research or on the web. This is what we mean by them.',
  terms: [
    {
      term: 'Automation bias',
      definition: 'Trusting what a machine says more than your own judgement, even when the machine is wrong.',
    },
    {
      term: 'Blink engine',
      definition:
        "The part of the Chrome, Edge and Chromium browsers that turns a web page's code into what you see and use.",
    },
    {
      term: 'Cognitive sovereignty',
      definition:
        'Being in charge of your own thinking: you decide what to remember, what to pay attention to and what to believe.',
    },
    {
      term: 'Creative ideation',
      definition: 'Coming up with new ideas of your own, for example when you brainstorm or plan something new.',
    },
    {
      term: 'Delegation',
      definition: 'Handing a task to a tool. Full delegation means the tool does all of it and you do none of it.',
    },
    {
      term: 'Externality',
      definition:
        'A cost that a business passes on to other people, such as its users, instead of paying for it itself.',
    },
    {
      term: 'Fragmented attention',
      definition:
        'Attention that keeps breaking off, for example to look something up, so it is hard to focus for long.',
    },
    {
      term: 'Gecko engine',
      definition: "The part of the Firefox browser that turns a web page's code into what you see and use.",
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
      term: 'Pointer cancellation',
      definition:
        'A rule that a press only acts when you let go, so you can slide your finger or mouse away to cancel it.',
    },
    {
      term: 'Privacy-preserving design',
      definition: 'Building software so that it collects as little personal data as it can and keeps that data safe.',
    },
    {
      term: 'Reflow',
      definition:
        'Text and pictures fitting a narrow screen or a large zoom, so you never have to scroll sideways to read.',
    },
    {
      term: 'Retrieval practice',
      definition: 'Bringing a fact back to mind on purpose, for example by testing yourself. It helps you keep it.',
    },
    {
      term: 'Skill atrophy',
      definition: 'Slowly losing a skill because you no longer use it.',
    },
    {
      term: 'WebKit engine',
      definition: "The part of the Safari browser that turns a web page's code into what you see and use.",
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
