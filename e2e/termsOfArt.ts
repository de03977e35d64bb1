// The terms of art a reader meets on each page (WCAG 3.1.3), as a reader (and an auditor) would list them: written
// here, apart from the glossary (src/content/glossary.ts), so that a term the glossary lacks fails the browser tests
// (e2e/conformance.spec.ts, e2e/engines/reading.spec.ts). They check that each is still on its page, so the list
// cannot go stale; a new term of art in the copy belongs here and in the glossary.
export const termsOfArt: Record<string, readonly string[]> = {
  '/': [
    'Automation bias',
    'Creative ideation',
    'Delegation',
    'Human–automation interaction',
    'Multi-agent platform',
    'Privacy-preserving design',
  ],
  '/blog': [
    'Cognitive sovereignty',
    'Externality',
    'Fragmented attention',
    'Longitudinal study',
    'Memory offloading',
    'Retrieval practice',
    'Skill atrophy',
  ],
  '/accessibility': ['Reflow', 'Pointer cancellation', 'Blink engine', 'Gecko engine', 'WebKit engine'],
};
