import type { ArticleBadge, BlogPostSummary, PostType } from './types';

// The blog's posts, oldest first, without their bodies. The featured post's
// full text lives in manifesto.ts so that pages listing posts never bundle it.
export const featuredPostId = 'cognitive-sovereignty-manifesto';

export const posts: readonly BlogPostSummary[] = [
  {
    id: 'cognitive-sovereignty-manifesto',
    title: 'The Cognitive Sovereignty Manifesto',
    excerpt:
      'AI can extend what a mind can do, or quietly take its place. This manifesto sets out why your capacity to remember, attend, judge and solve problems is worth protecting, and what individuals, designers and institutions can do about it.',
    date: 'March 12, 2024',
    author: 'Dr. Amara Okafor',
    readTime: '8-minute read',
    type: 'manifesto',
  },
  {
    id: 'measuring-skill-atrophy',
    title: 'Measuring Skill Atrophy: How We Are Designing Our First Longitudinal Study',
    excerpt:
      'Does a skill fade when an assistant performs it for us, and if so, how quickly and for whom? We describe the questions, measures and safeguards behind our planned study of everyday AI use.',
    date: 'May 21, 2024',
    author: 'Dr. Amara Okafor',
    readTime: '6-minute read',
    type: 'research',
  },
  {
    id: 'friction-that-helps',
    title: 'Friction That Helps: Notes from Building CogniGuard',
    excerpt:
      'Most software removes effort. CogniGuard sometimes asks for a little of it back, and we explain how we decide when a pause, a prompt or a first attempt is worth the user’s time.',
    date: 'August 7, 2024',
    author: 'Daniel Reyes',
    readTime: '4-minute read',
    type: 'insights',
  },
];

/** The name of each article type and badge, as its label shows it. */
export const articleTypeLabels: Readonly<Record<ArticleBadge | PostType, string>> = {
  manifesto: 'Manifesto',
  research: 'Research',
  insights: 'Insights',
  'original-research': 'Original research',
  'longitudinal-study': 'Longitudinal study',
  'experimental-study': 'Experimental study',
  'research-update': 'Research update',
  announcement: 'Announcement',
  'research-breakthrough': 'Research breakthrough',
  'funding-news': 'Funding news',
};
