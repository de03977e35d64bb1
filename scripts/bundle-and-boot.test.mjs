// How the prerender puts the inline boot script in place of Vite's entry tag, and how the bundle budget
// reads a page's scripts back: the two must agree on what a visit loads first and on first interaction.
import { describe, expect, it } from 'vitest';
import { firstInteractionScripts, htmlScripts, inlineScripts } from './check-bundle.mjs';
import { withInlineBoot } from './prerender.mjs';

const template =
  '<html><head><script type="application/ld+json">{"@type":"NGO"}</script></head><body><div id="root"></div>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></body></html>';
const boot = '(()=>{console.log("boot")})();\n';

describe('the inline boot script', () => {
  it('replaces the entry tag, naming the entry and the route chunks in attributes, not in its text', () => {
    const html = withInlineBoot(template, boot, ['assets/BlogPage-x.js']);
    expect(html).toContain(
      '<script data-entry="/assets/index-abc.js" data-route-chunks="/assets/BlogPage-x.js">(()=>{console.log("boot")})();</script>',
    );
    expect(htmlScripts(html)).toEqual([]);
    expect(inlineScripts(html)).toEqual(['(()=>{console.log("boot")})();']);
    expect(firstInteractionScripts(html)).toEqual(['/assets/index-abc.js', '/assets/BlogPage-x.js']);
  });

  it('has the same text on every page, whatever the page fetches', () => {
    const home = inlineScripts(withInlineBoot(template, boot, []));
    const blog = inlineScripts(withInlineBoot(template, boot, ['assets/BlogPage-x.js']));
    expect(home).toEqual(blog);
  });

  it('refuses a template without the entry tag, and code that would close its element', () => {
    expect(() => withInlineBoot('<body></body>', boot, [])).toThrow(/no entry <script>/);
    expect(() => withInlineBoot(template, 'x="</script>"', [])).toThrow(/close its own/);
  });
});
