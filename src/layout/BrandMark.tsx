// The foundation's mark, drawn inline from the one mark (theme/brand-mark.svg) so it takes the theme's
// primary colours in either scheme.
import Box from '@mui/material/Box';
import { createElement, type ReactNode } from 'react';
import mark from '../../theme/brand-mark.svg?raw';

/** The mark's own coordinate system: a new mark may draw on any. */
const viewBox = /viewBox="([^"]+)"/.exec(mark)?.[1] ?? '0 0 40 40';

// The mark's shapes without its <svg> and <title>: the primary colour as the icon's colour, the colour on
// it through a class (a presentation attribute cannot read a CSS variable).
const shapes = mark
  .replace(/^[\s\S]*?<\/title>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replaceAll('"{{primary}}"', '"currentColor"')
  .replace(/(fill|stroke)="\{\{onPrimary\}\}"/g, 'class="on-primary-$1"');

/** An SVG attribute as React names it: stroke-width → strokeWidth, class → className. */
const reactName = (name: string) =>
  name === 'class' ? 'className' : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The shapes as React elements, not as HTML to set: a client render (after a failed hydration, say) could not
 * set innerHTML under the site's Trusted Types policy. The mark is plain SVG: elements and quoted attributes.
 */
function svgElements(markup: string): ReactNode[] {
  const root: ReactNode[] = [];
  const open: { tag: string; props: Record<string, string>; children: ReactNode[] }[] = [];
  for (const [, closing, tag, attributes, selfClosing] of markup.matchAll(/<(\/?)([\w:-]+)([^>]*?)(\/?)>/g)) {
    const siblings = open.at(-1)?.children ?? root;
    if (closing) {
      const element = open.pop()!;
      (open.at(-1)?.children ?? root).push(createElement(element.tag, element.props, ...element.children));
      continue;
    }
    const props: Record<string, string> = { key: String(siblings.length) };
    for (const [, name, value] of attributes!.matchAll(/([\w:-]+)="([^"]*)"/g)) props[reactName(name!)] = value!;
    if (selfClosing) siblings.push(createElement(tag!, props));
    else open.push({ tag: tag!, props, children: [] });
  }
  return root;
}

const shapeElements = svgElements(shapes);

export function BrandMark() {
  return (
    <Box
      component="svg"
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
      sx={(theme) => ({
        flexShrink: 0,
        width: 40,
        height: 40,
        color: theme.vars.palette.primary.main,
        '& .on-primary-fill': { fill: theme.vars.palette.primary.contrastText },
        '& .on-primary-stroke': { stroke: theme.vars.palette.primary.contrastText },
      })}
    >
      {shapeElements}
    </Box>
  );
}
