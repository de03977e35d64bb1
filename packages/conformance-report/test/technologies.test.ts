// The technologies a report lists are those the pages hold, read from them.
import { describe, expect, it } from 'vitest';
import { technologiesOf } from '../src';

describe('technologiesOf', () => {
  it('lists the elements, attributes, roles and CSS features the pages use, and only those', () => {
    const found = technologiesOf(
      [
        {
          path: 'index.html',
          html: '<!doctype html><html lang="en"><head><style>:root{--ink:#000} a:focus-visible{outline:2px solid}</style><link rel="stylesheet" href="/site.css"></head><body><button aria-pressed="false" popover>Keep</button><svg><title>x</title></svg><template><div role="dialog" aria-modal="true"></div></template></body></html>',
        },
        {
          path: 'blog/index.html',
          html: '<html lang="en"><body><main><p>Text</p></main><script>1</script></body></html>',
        },
      ],
      (href) =>
        href === '/site.css' ? '@media (prefers-reduced-motion: reduce) { * { transition: none } }' : undefined,
    );
    expect(found.pages).toEqual(['index.html', 'blog/index.html']);
    expect(found.aria).toEqual({ 'aria-modal': 1, 'aria-pressed': 1 });
    expect(found.aria['aria-expanded']).toBeUndefined();
    expect(found.roles).toEqual({ dialog: 1 });
    expect(found.htmlAttributes).toEqual({ lang: 2, popover: 1 });
    expect(found.html).toEqual({ button: 1, div: 1, main: 1, p: 1, svg: 1, template: 1 });
    expect(found.css).toEqual({
      'custom properties': 1,
      ':focus-visible': 1,
      'prefers-reduced-motion': 1,
      transitions: 1,
    });
    expect(found.svg).toBe(1);
    expect(found.scripts).toEqual({ inline: 1, files: 0, types: ['text/javascript'] });
  });
});
