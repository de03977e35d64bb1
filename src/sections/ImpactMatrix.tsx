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

export function ImpactMatrix() {
  const { heading, intro, body, relianceLevels, rows, tableCaption, abilityHeading, downloadLabel } = home.impactMatrix;
  return (
    <Section name="impact-matrix" heading={heading} intro={intro} summary={home.impactMatrix.summary} tone="paper">
      <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 7 }}>
          {/* The table fits any width without scrolling (long words break): a scroll region would have to take
              focus, and Orca calls a focused container "clickable" once the app listens for clicks on its root. */}
          <Box
            component="table"
            sx={(theme) => ({
              width: '100%',
              tableLayout: 'fixed',
              hyphens: 'auto',
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
                    <td key={relianceLevels[index]} data-risk={risk}>
                      {risk}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
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
