// Copy for the home page, the footer and the blog index. The matrix rows here must stay in step with
// src/content/images/impact-matrix.svg (built into /images/impact-matrix.svg), which draws the same data as an image.
import { site } from './site';
import type { BlogCopy, FooterCopy, HomeCopy } from './types';

export const home: HomeCopy = {
  hero: {
    eyebrow: 'Independent non-profit research',
    headline: 'Keep your mind your own in the age of AI',
    tagline:
      'We study how relying on AI changes memory, attention and judgement, and we build tools that help people use AI without losing the abilities that make them capable.',
    features: [
      {
        icon: 'research',
        title: 'Cognitive Research',
        description:
          'Open, independent studies of how everyday AI use affects memory, attention, critical thinking and problem solving over time.',
      },
      {
        icon: 'platform',
        title: 'CogniGuard',
        anchor: 'cogniguard',
        description:
          'Our multi-agent platform works alongside the AI tools you already use, helping you notice your patterns of reliance and keep your skills in practice.',
      },
      {
        icon: 'impact',
        title: 'Global Impact',
        description:
          'We share our findings, methods and design principles freely with schools, employers and policymakers, so that good practice can spread.',
      },
    ],
    exploreLabel: 'Explore Our Research',
    learnLabel: 'Learn About CogniGuard',
  },
  mission: {
    heading: 'Our Mission',
    intro:
      'AI can extend what a person is able to do, or quietly take the place of abilities they once had. Our mission is to understand the difference and to help people, designers and institutions choose the first.',
    pillars: [
      {
        title: 'Understand',
        text: 'We investigate which mental abilities weaken, hold steady or grow stronger with different patterns of AI use, and for whom.',
      },
      {
        title: 'Protect',
        text: 'We turn what we learn into practical tools, CogniGuard first among them, that keep people thinking for themselves without giving up useful technology.',
      },
      {
        title: 'Share',
        text: 'We publish our questions, methods and results openly, including the ones that surprise us, so that others can test and build on them.',
      },
    ],
  },
  researchFocus: {
    heading: 'Research Focus',
    intro:
      'Our programme asks a small number of questions carefully. Does delegating a task to AI change how well people can do it unaided? Does instant access to answers shorten sustained attention? Do fluent, confident responses make people less likely to check a claim? And which habits and designs keep these abilities strong?',
    comingSoonLabel: 'Coming Soon',
    comingSoonTooltip: 'Our research programme pages open in 2025. Until then, read our latest findings below.',
  },
  impactMatrix: {
    heading: 'Cognitive Impact Matrix',
    intro:
      'The matrix sets out our working hypotheses about how the risk to five core abilities changes as reliance on AI grows. It is a research framework, not a measurement: our studies are designed to test it.',
    body: [
      'Read each row from left to right. The columns move from occasional use of AI for a task to handing that task over entirely, and each cell gives the risk we expect to the ability in that row: Low, Moderate, High or Severe.',
      'The ratings are illustrative and based on existing research on automation, memory and learning, not on our own data yet. Where our results disagree with a cell, we will change the matrix and say why.',
    ],
    image: {
      src: '/images/impact-matrix.svg',
      alt: 'Heat map of hypothesised risk to five abilities across four levels of AI reliance. Memory recall: Low, Moderate, High, Severe. Sustained attention: Moderate, Moderate, High, Severe. Critical thinking: Low, Moderate, High, Severe. Problem solving: Low, Low, Moderate, High. Creative ideation: Low, Moderate, Moderate, High. Columns, left to right: occasional use, regular use, habitual use, full delegation.',
      width: 640,
      height: 400,
    },
    relianceLevels: ['Occasional use', 'Regular use', 'Habitual use', 'Full delegation'],
    rows: [
      { ability: 'Memory recall', risks: ['Low', 'Moderate', 'High', 'Severe'] },
      { ability: 'Sustained attention', risks: ['Moderate', 'Moderate', 'High', 'Severe'] },
      { ability: 'Critical thinking', risks: ['Low', 'Moderate', 'High', 'Severe'] },
      { ability: 'Problem solving', risks: ['Low', 'Low', 'Moderate', 'High'] },
      { ability: 'Creative ideation', risks: ['Low', 'Moderate', 'Moderate', 'High'] },
    ],
    tableCaption:
      'Hypothesised risk to each cognitive ability by level of reliance on AI (illustrative working framework)',
    downloadLabel: 'Download Matrix White Paper',
  },
  featuredResearch: {
    heading: 'Latest Research',
    intro: 'Our writing sets out what we are asking, how we plan to find out, and what we learn along the way.',
    postId: 'cognitive-sovereignty-manifesto',
    readLabel: 'Read Full Article',
  },
  team: {
    heading: 'Our Team',
    intro:
      'A small group of researchers and engineers working across cognitive science, human–computer interaction and software design.',
    contactLabel: 'Contact',
  },
  advisoryBoard: {
    heading: 'Advisory Board',
    intro:
      'We are forming an independent advisory board to challenge our methods, review our findings and keep our work honest.',
    placeholderCount: 4,
    positionLabel: 'Position Available',
    title: 'Join Our Board',
    applyLabel: 'Apply Now',
    description: 'We seek experts in cognitive science, education, AI ethics or public policy.',
  },
};

export const footer: FooterCopy = {
  blurb: `The ${site.name} is an independent non-profit that studies how reliance on AI affects the human mind and builds tools to keep people thinking for themselves.`,
  callsToAction: [
    {
      title: 'Apply as Advisor',
      note: 'Limited positions available',
      text: 'Help shape our research agenda and review our methods as a member of our advisory board.',
      buttonLabel: 'Apply to Advise',
    },
    {
      title: 'Join Beta Program',
      note: 'Applications open now',
      text: 'Try early versions of CogniGuard and tell us what helps you keep your skills sharp.',
      buttonLabel: 'Request Beta Access',
    },
  ],
};

export const blog: BlogCopy = {
  title: 'Insights & Research',
  intro: 'Essays, study designs and field notes from the foundation’s researchers and the team building CogniGuard.',
  backLabel: 'Back to home',
  recentHeading: 'Recent Articles',
  readMoreLabel: 'Read More',
  comingSoon: {
    title: 'More Articles Coming Soon',
    text: 'New research updates and essays are on the way; subscribe to hear when they are published.',
    buttonLabel: 'Subscribe for Updates',
  },
};
