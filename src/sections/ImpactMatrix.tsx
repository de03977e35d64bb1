// The Cognitive Impact Matrix: a picture of it, the same data as a table, and the white paper.
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { radius } from '../../theme';
import { ActionButton } from '../components/ActionButton';
import { Section } from '../components/Section';
import { actions } from '../content/actions';
import { home } from '../content/home';

export function ImpactMatrix() {
  const { heading, intro, body, image, relianceLevels, rows, tableCaption, downloadLabel } = home.impactMatrix;
  return (
    <Section name="impact-matrix" heading={heading} intro={intro} tone="paper">
      <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Box
            component="img"
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
            sx={{
              display: 'block',
              width: '100%',
              height: 'auto',
              borderRadius: radius.large,
              border: 1,
              borderColor: 'divider',
            }}
          />
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
      {/* The table fits any width without scrolling (long words break): a scroll region would have to take
          focus, and Orca calls a focused container "clickable" once the app listens for clicks on its root. */}
      <Box sx={{ mt: 6 }}>
        <Box
          component="table"
          sx={(theme) => ({
            width: '100%',
            tableLayout: 'fixed',
            hyphens: 'auto',
            overflowWrap: 'break-word',
            borderCollapse: 'collapse',
            ...theme.typography.body2,
            '& caption': { ...theme.typography.subheading, textAlign: 'left', mb: 1.5 },
            '& th, & td': { textAlign: 'left', p: 1.25, borderBottom: `1px solid ${theme.vars.palette.divider}` },
            // Header cells keep the browser's bold.
            '& thead th': { color: theme.vars.palette.text.secondary },
          })}
        >
          <caption id="impact-matrix-caption">{tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">Ability</th>
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
                  <td key={relianceLevels[index]}>{risk}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Section>
  );
}
