// Each route's <title> and meta description: read by the layout on navigation and by the prerender.
import { site } from './site';

export interface PageMeta {
  title: string;
  description: string;
  /** Pages that should stay out of search results (the not-found page). */
  noindex?: boolean;
}

export const pageMeta = {
  home: {
    title: `${site.name}: the cognitive risks of overreliance on AI`,
    description: site.description,
  },
  blog: {
    title: `Insights & Research | ${site.name}`,
    description: `Essays and research notes from the ${site.name}, starting with The Cognitive Sovereignty Manifesto.`,
  },
  accessibility: {
    title: `Accessibility statement | ${site.name}`,
    description: `How accessible the ${site.name} website is, the problems we know of and our plans, how it was tested and how to report a problem.`,
  },
  notFound: {
    title: `Page not found | ${site.name}`,
    description: `This page does not exist. Return to the home page of the ${site.name}.`,
    noindex: true,
  },
  error: {
    title: `Unexpected error | ${site.name}`,
    description: 'Something went wrong while showing this page.',
    noindex: true,
  },
} as const satisfies Record<string, PageMeta>;
