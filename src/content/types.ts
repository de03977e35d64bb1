// The shapes of the site's content. Components read these; copy lives in the sibling files.

import type { PostType } from '../../theme/articleKinds';

// The theme colours each kind's badge, so the kinds are the theme's (a lower layer) and named here for the copy.
export type { ArticleBadge, PostType } from '../../theme/articleKinds';

/** A blog post as listed anywhere on the site (the spec's Blog post entity without its body). */
export interface BlogPostSummary {
  id: string;
  title: string;
  excerpt: string;
  /** Human-readable date, e.g. "March 12, 2024". */
  date: string;
  author: string;
  /** Text such as "8-minute read": the unit written out (WCAG 3.1.4). */
  readTime: string;
  type: PostType;
}

/** The spec's Blog post: `content` is present only on the featured post. */
export interface BlogPost extends BlogPostSummary {
  /**
   * Long text rendered line by line: "## " starts a heading, "•" starts a list item,
   * an empty line renders nothing, any other line is a paragraph.
   */
  content?: string;
}

/** An image made in this project, with its text alternative and intrinsic size. */
interface ImageAsset {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** The spec's Team member. */
export interface TeamMember {
  name: string;
  role: string;
  specialties: readonly string[];
  bio: string;
  image: ImageAsset;
  achievements: readonly string[];
  /** Label of the social profile the social icon button stands for, e.g. "LinkedIn". */
  socialNetwork: string;
}

/** What a control does when the spec leaves it open: a link, an e-mail, or a notice. */
export type ControlAction =
  | { kind: 'link'; href: string }
  | { kind: 'mailto'; subject: string }
  | { kind: 'notice'; message: string }
  | { kind: 'feed'; href: string; type: string };

/** A hero feature card. `icon` names the icon the Hero section draws for it. */
export interface FeatureCard {
  icon: 'research' | 'platform' | 'impact';
  title: string;
  description: string;
  /** The id links use to reach this card (the footer's "CogniGuard"). */
  anchor?: string;
}

/** One row of the Cognitive Impact Matrix: a cognitive ability and the risk at each reliance level. */
interface MatrixRow {
  ability: string;
  /** One risk level per column of `MatrixCopy.relianceLevels`, in order. */
  risks: readonly RiskLevel[];
}
type RiskLevel = 'Low' | 'Moderate' | 'High' | 'Severe';

/** A plain-language summary: what a section says, at a lower-secondary reading level (WCAG 3.1.5). */
type Summary = { summary: string };

export interface HomeCopy {
  hero: Summary & {
    eyebrow: string;
    headline: string;
    tagline: string;
    features: readonly FeatureCard[];
    exploreLabel: 'Explore Our Research';
    learnLabel: 'Learn About CogniGuard';
  };
  mission: Summary & {
    heading: string;
    intro: string;
    /** Each pillar is a short titled paragraph. */
    pillars: readonly { title: string; text: string }[];
  };
  researchFocus: Summary & {
    heading: string;
    intro: string;
    comingSoonLabel: 'Coming Soon';
    /** Why the button is not active yet; shown as its tooltip. */
    comingSoonTooltip: string;
  };
  impactMatrix: Summary & {
    heading: string;
    intro: string;
    /** Paragraphs under the intro explaining how to read the matrix. */
    body: readonly string[];
    /** The levels of risk, lowest first: each cell says one, and its tint follows its place here. */
    riskLevels: readonly RiskLevel[];
    /** Column headings, lowest reliance first. */
    relianceLevels: readonly string[];
    rows: readonly MatrixRow[];
    tableCaption: string;
    /** The heading of the column that names each ability. */
    abilityHeading: string;
    downloadLabel: 'Download Matrix White Paper';
  };
  featuredResearch: Summary & {
    heading: string;
    intro: string;
    /** id of the post in posts.ts the teaser presents. */
    postId: string;
    readLabel: 'Read Full Article';
  };
  team: Summary & {
    heading: string;
    intro: string;
    contactLabel: string;
    achievementsHeading: string;
    /** The name of a member's social-profile button: "Daniel Reyes on LinkedIn". */
    socialName: (name: string, network: string) => string;
    /** The name of a member's list of specialties. */
    specialtiesName: (name: string) => string;
  };
  advisoryBoard: Summary & {
    heading: string;
    intro: string;
    placeholderCount: 4;
    positionLabel: 'Position Available';
    title: 'Join Our Board';
    applyLabel: 'Apply Now';
    /**
     * Each link's name, which says what it applies for by itself (WCAG 2.4.9), starting with its label, and which of
     * the open positions it is: the four placeholders are one list, not four identical links.
     */
    applyName: (position: number, count: number) => string;
    /** One line under the title of each placeholder. */
    description: string;
  };
}

/** A call to action in the footer: a card with a title, a note, a line of text and a button that acts. */
interface CallToAction<Title extends string, Note extends string> {
  title: Title;
  note: Note;
  text: string;
  buttonLabel: string;
  action: ControlAction;
}

export interface FooterCopy {
  heading: string;
  blurb: string;
  callsToAction: readonly [
    CallToAction<'Apply as Advisor', 'Limited positions available'>,
    CallToAction<'Join Beta Program', 'Applications open now'>,
  ];
  /** Before the e-mail address and the phone number in the contact line. */
  emailLabel: string;
  phoneLabel: string;
  copyright: string;
}

export interface BlogCopy {
  title: 'Insights & Research';
  intro: string;
  backLabel: string;
  recentHeading: string;
  readMoreLabel: 'Read More';
  comingSoon: {
    title: 'More Articles Coming Soon';
    text: string;
    buttonLabel: 'Subscribe for Updates';
    /** The visible label of the link to the Atom feed, beside the e-mail. */
    feedLabel: string;
  };
}
