// The foundations pages of the catalogue: every token of the brand being built (theme/tokens.ts, or the second brand
// under CRF_BRAND=second), painted by the site's own theme. Read by the .mdx pages beside this file.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ThemeProvider } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { checkContrast } from '../../theme/contrast';
import { focusVisibleRing } from '../../theme/focus';
import { radius, theme } from '../../theme/index';
import * as tokens from '../../theme/tokens';
import type { TextRole } from '../../theme/typography';

/** The site's theme around a foundations page (the docs page itself keeps Storybook's own look). */
export function Foundation({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

const schemes = { light: tokens.lightScheme, dark: tokens.darkScheme } as const;

/** Every colour token as `path: value`. */
function flatten(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === 'string') return [[path.join('.'), value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => flatten(inner, [...path, key]));
  return [];
}

function Swatch({ colour, backdrop }: { colour: string; backdrop: string }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: 40,
        height: 24,
        borderRadius: radius.small,
        backgroundColor: backdrop,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ width: '100%', height: '100%', borderRadius: radius.small, backgroundColor: colour }} />
    </Box>
  );
}

/** Every colour token of both schemes, as a swatch over its scheme's page background. */
export function PaletteTokens() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
      {Object.entries(schemes).map(([scheme, colours]) => (
        <Table key={scheme} size="small" aria-label={`${scheme} scheme tokens`}>
          <TableHead>
            <TableRow>
              <TableCell colSpan={3}>{scheme}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {flatten(colours).map(([path, value]) => (
              <TableRow key={path}>
                <TableCell>
                  <Swatch colour={value} backdrop={colours.background.default} />
                </TableCell>
                <TableCell>
                  <code>{path}</code>
                </TableCell>
                <TableCell>
                  <code>{value}</code>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ))}
    </Stack>
  );
}

/** Every pair the contrast contract holds (theme/contrast.ts), painted, with its ratio and minimum. */
export function ContrastPairs() {
  const results = checkContrast(theme);
  return (
    <Table size="small" aria-label="Contrast pairs">
      <TableHead>
        <TableRow>
          <TableCell>Scheme</TableCell>
          <TableCell>Painted</TableCell>
          <TableCell>Pair</TableCell>
          <TableCell align="right">Ratio</TableCell>
          <TableCell align="right">Needs</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {results.map((result) => (
          <TableRow key={`${result.scheme} ${result.name}`}>
            <TableCell>{result.scheme}</TableCell>
            <TableCell>
              <Box sx={{ backgroundColor: result.backdrop ?? 'transparent', width: 'fit-content' }}>
                <Box
                  sx={{
                    backgroundColor: result.background,
                    color: result.foreground,
                    px: 1.5,
                    py: 0.5,
                    fontWeight: 700,
                    border: `3px solid ${result.foreground}`,
                  }}
                >
                  Aa
                </Box>
              </Box>
            </TableCell>
            <TableCell>
              {result.name} <small>({result.category})</small>
            </TableCell>
            <TableCell align="right">{result.ratio.toFixed(2)}:1</TableCell>
            <TableCell align="right">
              {result.minimum}:1 {result.passes ? '' : '(fails)'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const variants: (TextRole | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'body1' | 'body2' | 'caption' | 'button')[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'body1',
  'body2',
  'caption',
  'button',
  ...(Object.keys(tokens.typeScale).filter((key) => !/^(h\d|body\d|caption|button)$/.test(key)) as TextRole[]),
];

/** Every variant and text role of the type scale, in the brand's fonts, with what it is made of. */
export function TypeScale() {
  return (
    <Stack spacing={3}>
      <Typography variant="body2" component="p">
        Headings: <code>{tokens.fonts.heading}</code>
        <br />
        Body: <code>{tokens.fonts.body}</code>
        <br />
        Web fonts:{' '}
        {tokens.webFonts.length
          ? tokens.webFonts.map((font) => `${font.family} ${font.weight} (${font.file})`).join('; ')
          : 'none (system fonts)'}
      </Typography>
      {variants.map((variant) => {
        const style = theme.typography[variant] as { fontSize?: string; fontWeight?: number; lineHeight?: number };
        return (
          <Box key={variant}>
            <Typography variant="caption" component="p" color="textSecondary">
              <code>{variant}</code> · {String(style.fontSize ?? 'inherits')} · weight {String(style.fontWeight ?? 400)}{' '}
              · line height {String(style.lineHeight ?? 'inherits')}
            </Typography>
            <Typography variant={variant} component="p">
              Cognitive sovereignty, 2024
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}

/** Each corner radius, drawn. Where each goes: the radius map in docs/theming.md. */
export function Radii() {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
      {Object.entries(tokens.radii).map(([name, px]) => (
        <Box key={name} sx={{ textAlign: 'center' }}>
          <Box sx={{ width: 120, height: 72, borderRadius: `${px}px`, bgcolor: 'primary.main' }} />
          <Typography variant="body2">
            <code>radii.{name}</code>: {px}px
          </Typography>
        </Box>
      ))}
      <Stack spacing={1}>
        <Button variant="contained">Button (radii.button)</Button>
        <Button variant="outlined">Outlined (radii.button)</Button>
      </Stack>
    </Stack>
  );
}

/** The shadows of raised surfaces. */
export function Shadows() {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 4, p: 3, bgcolor: 'background.default' }}>
      {Object.entries(tokens.elevation).map(([name, shadow]) => (
        <Box
          key={name}
          sx={{ width: 200, p: 3, borderRadius: radius.large, bgcolor: 'background.paper', boxShadow: shadow }}
        >
          <Typography variant="body2">
            <code>elevation.{name}</code>
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

/** The focus ring, drawn as focus from the keyboard shows it, on each surface it must show on. */
export function FocusRing() {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
      {(['background.default', 'background.paper', 'bar'] as const).map((surface) => (
        <Box key={surface} sx={{ p: 3, bgcolor: surface }}>
          <Box
            sx={(t) => ({ ...focusVisibleRing(t.vars.palette.focusRing), px: 2, py: 1, color: 'text.primary' })}
            component="span"
          >
            on {surface}: {tokens.focusRing.width}px, offset {tokens.focusRing.offset}px
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** The motion durations; each bar slides over its duration while hovered (not under reduced motion). */
export function Motion() {
  return (
    <Stack spacing={2}>
      {Object.entries(tokens.motion).map(([name, ms]) => (
        <Box key={name}>
          <Typography variant="body2">
            <code>motion.{name}</code>: {ms} ms
          </Typography>
          <Box sx={{ width: 320, p: 0.5, borderRadius: radius.small, bgcolor: 'action.hover' }}>
            <Box
              sx={{
                width: 40,
                height: 16,
                borderRadius: radius.small,
                bgcolor: 'primary.main',
                transition: `translate ${ms}ms`,
                '*:hover > &': { translate: '272px 0' },
              }}
            />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
