// Every link the header and footer show. An href starting with "#" is a section of the home page.
import { actions } from './actions';
export interface NavLink {
  label: string;
  href: string;
}

export const primaryNavigation: readonly NavLink[] = [
  { label: 'Mission', href: '#mission' },
  { label: 'Research', href: '#research' },
  { label: 'Blog', href: '/blog' },
  { label: 'Team', href: '#team' },
  { label: 'Contact', href: '#contact' },
];

export interface FooterColumn {
  title: string;
  links: readonly NavLink[];
}

// /docs, /api, /careers, /library and /news have no route yet: the spec sends them to the not-found page.
export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'Research',
    links: [
      { label: 'Research focus', href: '#research' },
      { label: 'Latest findings', href: '#research-updates' },
      { label: 'Research library', href: '/library' },
    ],
  },
  {
    title: 'Platform',
    links: [
      { label: 'CogniGuard', href: '#cogniguard' },
      { label: 'Documentation', href: '/docs' },
      { label: 'Programming interface', href: '/api' },
    ],
  },
  {
    title: 'Organization',
    links: [
      { label: 'Mission', href: '#mission' },
      { label: 'Team', href: '#team' },
      { label: 'Careers', href: '/careers' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Blog', href: '/blog' },
      { label: 'News', href: '/news' },
      { label: 'Glossary', href: '/blog#glossary' },
      { label: 'Contact', href: '#contact' },
    ],
  },
];

/**
 * The blog's feed, offered on every page in the footer's column, after the link to the blog: where a visitor looks
 * for a way to follow the blog. A file a feed reader subscribes to, not a page: not among the columns' links, which
 * lead to pages (or to the not-found page until those exist).
 */
export const footerFeed = { label: 'Blog feed', after: '/blog', action: actions.subscribeByFeed } as const;

export const legalLinks: readonly NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Use', href: '/terms' },
  { label: 'Accessibility statement', href: '/accessibility' },
];

/** The bar's two actions, in the full bar and in the menu: the primary one is drawn filled, the other outlined. */
export const headerActions = [
  { label: 'Partner With Us', action: actions.partnerWithUs, emphasis: 'secondary' },
  { label: 'Join Us', action: actions.joinUs, emphasis: 'primary' },
] as const;
