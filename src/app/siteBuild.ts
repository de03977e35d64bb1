// Which build of the site this is, fixed when it is built (build/vite/site-build.ts): the statement names it, and
// the report of the run that tests the build names the same one (dist/build.json).

/** A build: the commit it was made from, whether the tree differed from that commit, its day, and whether it is a preview. */
export interface SiteBuild {
  /** The commit, abbreviated; "unknown" outside a git checkout. */
  commit: string;
  /** Whether files differed from the commit (tracked changes or files not yet added). */
  modified: boolean;
  /** The day it was built (UTC), as YYYY-MM-DD. */
  date: string;
  /** A preview: built while the contact details in src/content/site.ts are stand-ins (npm run build:preview). */
  preview: boolean;
}

declare const __SITE_BUILD__: SiteBuild | undefined;

/**
 * This build. Outside Vite (a Playwright test importing the content on Node) nothing defines it: a build of today
 * from an unknown tree, which no page shows (the reporter reads the build it reports from dist/build.json).
 */
export const siteBuild: SiteBuild =
  typeof __SITE_BUILD__ === 'undefined'
    ? { commit: 'unknown', modified: true, date: new Date().toISOString().slice(0, 10), preview: false }
    : __SITE_BUILD__;

/** How a build is named, on the statement and in the report: "a1b2c3d4e5f6", or "a1b2c3d4e5f6, modified". */
export const buildName = (build: SiteBuild): string => `${build.commit}${build.modified ? ', modified' : ''}`;
