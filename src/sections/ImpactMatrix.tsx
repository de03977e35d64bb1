// The Cognitive Impact Matrix: the data itself drawn as a heat map in real text (a table whose cells are tinted
// by risk, styled from the theme: WCAG 1.4.5 and 1.4.9, no picture of text), how to read it, and the white paper.
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { radius } from '../../theme';
import { heatStepStyles } from '../../theme/components/dataDisplay';
import { ActionButton } from '../components/ActionButton';
import { Section } from '../components/Section';
import { actions } from '../content/actions';
import { home } from '../content/home';

/** Each risk level's cells tinted by its step on the theme's heat scale. */
function riskTints(theme: Theme): Record<string, object> {
  return Object.fromEntries(
    home.impactMatrix.riskLevels.map((level, step) => [`& td[data-risk="${level}"]`, heatStepStyles(theme, step)]),
  );
}

/**
 * How wide, in ems of its text, the matrix's box must be for its table to hold every word whole (five equal columns:
 * "Moderate" and "Occasional" are the widest words, about 5.4em of the body text each with the cells' padding; 34.4em
 * in Chromium, with room for Firefox's fallback font). Narrower, each row stacks. In ems, so that larger text
 * (text-only zoom) stacks it at any width where the table would break its words.
 */
const MATRIX_TABLE_MIN_EM = 37;

export function ImpactMatrix() {
  const { heading, intro, body, relianceLevels, rows, tableCaption, abilityHeading, downloadLabel } = home.impactMatrix;
  return (
    <Section name="impact-matrix" heading={heading} intro={intro} summary={home.impactMatrix.summary} tone="paper">
      <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, lg: 7 }} sx={{ containerType: 'inline-size' }}>
          {/* The table fits any width without scrolling and without breaking a word (a screen reader reading by
              line says a broken word in two pieces: Orca in Firefox said "Full delega", then "tion"). Below the
              medium breakpoint each row stacks, its ability over its four cells, as many a line as fit whole, each
              cell showing its column's words (drawn, not read: a screen reader says the column header); from there
              to the large breakpoint the table takes the whole width. Not a scroll region: one would have to take
              focus, and Orca calls a focused container "clickable" once the app listens for clicks on its root. */}
          <Box
            component="table"
            sx={(theme) => ({
              width: '100%',
              tableLayout: 'fixed',
              overflowWrap: 'break-word',
              borderCollapse: 'separate',
              borderSpacing: '4px',
              ...theme.typography.body2,
              '& caption': { ...theme.typography.subheading, textAlign: 'left', mb: 1.5, captionSide: 'top' },
              '& th, & td': { textAlign: 'left', p: 1.25, borderRadius: radius.small },
              '& thead th': { color: theme.vars.palette.text.secondary, verticalAlign: 'bottom' },
              // Header cells keep the browser's bold; each level is bold too, in the theme's sub-heading type.
              '& td': { ...theme.typography.subheading, textAlign: 'center' },
              ...riskTints(theme),
              [`@container (max-width: ${MATRIX_TABLE_MIN_EM}em)`]: {
                display: 'block',
                '& caption': { display: 'block' },
                // The column headers stay in the table for reading, each in a box of one pixel, out of sight (each
                // cell draws its column's words). Strings, not numbers: sx reads a bare 1 as 100%.
                '& thead, & thead tr': { display: 'block' },
                '& thead th': {
                  position: 'absolute',
                  width: '1px',
                  height: '1px',
                  p: 0,
                  overflow: 'hidden',
                  clipPath: 'inset(50%)',
                  whiteSpace: 'nowrap',
                },
                '& tbody': { display: 'block' },
                // As many cells a line as fit whole, in em so that larger text takes fewer: two on a phone, four on
                // a tablet, one with text at 200%.
                '& tbody tr': {
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9em), 1fr))',
                  gap: '4px',
                  mb: 2,
                },
                '& tbody th': { gridColumn: '1 / -1', px: 0, pb: 0 },
                // Its column's words, drawn and not read (an empty alternative): a screen reader says the column
                // header with the cell.
                '& td::before': { content: 'attr(data-column) / ""', display: 'block', ...theme.typography.caption },
              },
              // Forced colours drop the tints: the words still say each level, in boxes the system draws.
              '@media (forced-colors: active)': { '& td': { border: '1px solid CanvasText' } },
            })}
          >
            <caption id="impact-matrix-caption">{tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{abilityHeading}</th>
                {relianceLevels.map((level) => (
                  <th key={level} scope="col">
                    {level}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.ability}>
                  <th scope="row">{row.ability}</th>
                  {row.risks.map((risk, index) => (
                    <td key={relianceLevels[index]} data-risk={risk} data-column={relianceLevels[index]}>
                      {risk}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Box>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          {body.map((paragraph) => (
            <Typography key={paragraph} variant="body1" color="textSecondary" sx={{ mb: 2 }}>
              {paragraph}
            </Typography>
          ))}
          <ActionButton
            action={actions.downloadMatrixWhitePaper}
            variant="contained"
            startIcon={<FileDownloadOutlined aria-hidden="true" />}
          >
            {downloadLabel}
          </ActionButton>
        </Grid>
      </Grid>
    </Section>
  );
}
