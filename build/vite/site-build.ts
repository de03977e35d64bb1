// Why: the statement names the build it is part of, and the report of the run that tests that build names the same
// one (dist/build.json); and a production build must not publish contact details that reach no one.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { treeIdentity } from '../identity.mjs';
import type { SiteBuild } from '../../src/app/siteBuild';
import { escapeHtml } from '../../src/text/markup.mjs';
import { listed } from '../../src/text/listed.ts';
import { sitePlaceholders } from '../../src/content/standIns.ts';
import { statement } from '../../src/content/statement.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The commit, whether the tree differs from it and the day: from SITE_BUILD, which scripts/build.mjs sets once for
 * every step of one build (so that the client, the server bundle and the pages agree), else read now.
 */
function currentBuild(): SiteBuild {
  const preview = sitePlaceholders.length > 0;
  if (process.env.SITE_BUILD) return { ...(JSON.parse(process.env.SITE_BUILD) as Omit<SiteBuild, 'preview'>), preview };
  return { ...treeIdentity(root), preview };
}

/** The page at /accessibility/report/ until a test run writes the report of this build there. */
function pendingReportPage(build: SiteBuild): string {
  const text = statement.reportPending(build);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.title)}</title>
<style>body{font:1.125rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}a{display:inline-block;min-height:44px;line-height:44px}</style>
</head>
<body>
<main>
<h1>${escapeHtml(text.heading)}</h1>
<p>${escapeHtml(text.body)}</p>
<p><a href="/accessibility">${escapeHtml(text.statementLink)}</a></p>
</main>
</body>
</html>
`;
}

/**
 * `__SITE_BUILD__` for src/app/siteBuild.ts; the build refuses stand-in contacts unless SITE_PREVIEW=1 (npm run
 * build:preview); the client build writes dist/build.json and the report's page until a run replaces it.
 */
export function siteBuild(): Plugin[] {
  const build = currentBuild();
  return [
    {
      name: 'crf:site-build',
      config: () => ({ define: { __SITE_BUILD__: JSON.stringify(build) } }),
      buildStart() {
        if (this.environment.config.command === 'build' && build.preview && process.env.SITE_PREVIEW !== '1')
          this.error(
            `The ${listed(sitePlaceholders)} in src/content/site.ts ${sitePlaceholders.length === 1 ? 'is a stand-in' : 'are stand-ins'} ` +
              'that reach no one: fill in the foundation’s own before a production build, or build a preview ' +
              '(npm run build:preview), whose statement says so.',
          );
      },
    },
    {
      name: 'crf:site-build-files',
      apply: 'build',
      applyToEnvironment: (environment) => environment.name === 'client',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'build.json', source: `${JSON.stringify(build, null, 2)}\n` });
        this.emitFile({ type: 'asset', fileName: 'accessibility/report/index.html', source: pendingReportPage(build) });
      },
    },
  ];
}
