// How the prerender puts the inline page script in place of Vite's entry tag, and how the bundle budget
// reads a page's scripts back: the two must agree on what a visit loads first and on first interaction.
import { describe, expect, it } from 'vitest';
import { firstInteractionScripts, htmlScripts, inlineScripts } from './check-bundle.mjs';
import * as names from '../src/startup/contract';
import { withPageScript } from './prerender.mjs';

const template =
  '<html><head><script type="application/ld+json">{"@type":"NGO"}</script></head><body><div id="root"></div>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></body></html>';
const boot = '(()=>{console.log("boot")})();\n';

describe('the inline page script', () => {
  it('replaces the entry tag, naming the entry and the route chunks in attributes, not in its text', () => {
    const html = withPageScript(template, boot, { routeChunks: ['assets/BlogPage-x.js'], notFound: false, names });
    expect(html).toContain(
      '<script data-entry="/assets/index-abc.js" data-route-chunks="/assets/BlogPage-x.js">(()=>{console.log("boot")})();</script>',
    );
    expect(htmlScripts(html)).toEqual([]);
    expect(inlineScripts(html)).toEqual(['(()=>{console.log("boot")})();']);
    expect(firstInteractionScripts(html)).toEqual(['/assets/index-abc.js', '/assets/BlogPage-x.js']);
  });

  it('has the same text on every page, whatever the page fetches', () => {
    const home = inlineScripts(withPageScript(template, boot, { routeChunks: [], notFound: false, names }));
    const blog = inlineScripts(
      withPageScript(template, boot, { routeChunks: ['assets/BlogPage-x.js'], notFound: false, names }),
    );
    expect(home).toEqual(blog);
  });

  it('tells the not-found page to log its path, with the same text', () => {
    const notFound = withPageScript(template, boot, { routeChunks: [], notFound: true, names });
    expect(notFound).toContain(`<script data-entry="/assets/index-abc.js" ${names.NOT_FOUND_ATTRIBUTE}>`);
    expect(inlineScripts(notFound)).toEqual(
      inlineScripts(withPageScript(template, boot, { routeChunks: [], notFound: false, names })),
    );
  });

  it('refuses a template without the entry tag, and code that would close its element', () => {
    expect(() => withPageScript('<body></body>', boot, { routeChunks: [], notFound: false, names })).toThrow(
      /no entry <script>/,
    );
    expect(() => withPageScript(template, 'x="</script>"', { routeChunks: [], notFound: false, names })).toThrow(
      /close its own/,
    );
  });
});
