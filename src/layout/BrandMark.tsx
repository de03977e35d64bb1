// The foundation's mark, drawn inline from the one mark (theme/brand-mark.svg) so it takes the theme's
// primary colours in either scheme.
import Box from '@mui/material/Box';
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
      // Our own file, built into the bundle: no visitor input reaches it.
      dangerouslySetInnerHTML={{ __html: shapes }}
    />
  );
}
