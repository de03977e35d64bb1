// Copy for the home page, the footer and the blog index.
import { actions } from './actions';
import { site } from './site';
import type { BlogCopy, FooterCopy, HomeCopy } from './types';

export const home: HomeCopy = {
  hero: {
    summary:
      'We study how using AI changes the way people think. We also build tools that help people use AI and still keep their own skills.',
    eyebrow: 'Independent non-profit research',
    headline: 'Keep your mind your own in the age of artificial intelligence',
    tagline:
      'We study how relying on artificial intelligence (AI) changes memory, attention and judgement, and we build tools that help people use AI without losing the abilities that make them capable.',
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
    summary:
      'AI can help you do more. It can also do things for you until you forget how. We want to learn when each one happens, and help people pick the first.',
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
    summary:
      'We ask a few big questions. Does letting AI do a task make you worse at it? Do quick answers make it hard to focus? Do smooth answers make people check less?',
    heading: 'Research Focus',
    intro:
      'Our programme asks a small number of questions carefully. Does delegating a task to AI change how well people can do it unaided? Does instant access to answers shorten sustained attention? Do fluent, confident responses make people less likely to check a claim? And which habits and designs keep these abilities strong?',
    comingSoonLabel: 'Coming Soon',
    comingSoonTooltip: 'Our research programme pages are not open yet. Until then, read our latest findings below.',
  },
  impactMatrix: {
    summary:
      'This table shows our best guess. The more of a task you hand to AI, the more risk there is to the skill it uses. We still need to test it.',
    heading: 'Cognitive Impact Matrix',
    intro:
      'The matrix sets out our working hypotheses about how the risk to five core abilities changes as reliance on AI grows. It is a research framework, not a measurement: our studies are designed to test it.',
    body: [
      'Each row is one ability. The columns move from occasional use of AI for a task to handing that task over entirely, and each cell gives the risk we expect to the ability in that row: Low, Moderate, High or Severe, with a warmer shade for a higher risk.',
      'The ratings are illustrative and based on existing research on automation, memory and learning, not on our own data yet. Where our results disagree with a cell, we will change the matrix and say why.',
    ],
    riskLevels: ['Low', 'Moderate', 'High', 'Severe'],
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
    abilityHeading: 'Ability',
    downloadLabel: 'Download Matrix White Paper',
  },
  featuredResearch: {
    summary: 'We write about what we want to find out, how we will find it out, and what we learn.',
    heading: 'Latest Research',
    intro: 'Our writing sets out what we are asking, how we plan to find out, and what we learn along the way.',
    postId: 'cognitive-sovereignty-manifesto',
    readLabel: 'Read Full Article',
  },
  team: {
    summary: 'Two people lead our work. One studies how people think. The other builds our tools.',
    heading: 'Our Team',
    intro:
      'A small group of researchers and engineers working across cognitive science, human–computer interaction and software design.',
    contactLabel: 'Contact',
    achievementsHeading: 'Achievements',
    socialName: (name, network) => `${name} on ${network}`,
    specialtiesName: (name) => `${name}'s specialties`,
  },
  advisoryBoard: {
    summary: 'We want four experts to check our work and to tell us when we get it wrong.',
    heading: 'Advisory Board',
    intro:
      'We are forming an independent advisory board to challenge our methods, review our findings and keep our work honest.',
    placeholderCount: 4,
    positionLabel: 'Position Available',
    title: 'Join Our Board',
    applyLabel: 'Apply Now',
    applyName: (position, count) => `Apply Now for position ${position} of ${count} on the advisory board`,
    description: 'We seek experts in cognitive science, education, AI ethics or public policy.',
  },
};

export const footer: FooterCopy = {
  heading: 'Get Involved',
  blurb: `The ${site.name} is an independent non-profit that studies how reliance on artificial intelligence (AI) affects the human mind and builds tools to keep people thinking for themselves.`,
  callsToAction: [
    {
      title: 'Apply as Advisor',
      note: 'Limited positions available',
      text: 'Help shape our research agenda and review our methods as a member of our advisory board.',
      buttonLabel: 'Apply to Advise',
      action: actions.applyToAdvisoryBoard,
    },
    {
      title: 'Join Beta Program',
      note: 'Applications open now',
      text: 'Try early versions of CogniGuard and tell us what helps you keep your skills sharp.',
      buttonLabel: 'Request Beta Access',
      action: actions.joinBetaProgram,
    },
  ],
  emailLabel: 'Email ',
  phoneLabel: 'Phone ',
  // As the LICENSE says: the words and images are shared under CC BY 4.0, so not "all rights reserved".
  copyright: `© ${site.copyrightYear} ${site.name}. You may share our words and images under the Creative Commons Attribution 4.0 licence.`,
};

export const blog: BlogCopy = {
  title: 'Insights & Research',
  intro: 'Essays, study designs and field notes from the foundation’s researchers and the team building CogniGuard.',
  backLabel: 'Back to home',
  recentHeading: 'Recent Articles',
  readMoreLabel: 'Read More',
  comingSoon: {
    title: 'More Articles Coming Soon',
    text: 'New research updates and essays are on the way. Subscribe by e-mail, or follow our feed in a feed reader, to hear when they are published.',
    buttonLabel: 'Subscribe for Updates',
    feedLabel: 'Atom feed',
  },
};

/** The blog's Atom feed (/feed.xml): its title, which every page's head announces it by, and its subtitle. */
export const blogFeed = { title: `${site.name}: ${blog.title}`, subtitle: blog.intro } as const;
