// Four open seats on the advisory board, each inviting an application: one list under the section's heading.
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import { ActionButton } from '../components/ActionButton';
import { Section } from '../components/Section';
import { actions } from '../content/actions';
import { home } from '../content/home';

export function AdvisoryBoard() {
  const { heading, intro, placeholderCount, positionLabel, title, applyLabel, applyName, description } =
    home.advisoryBoard;
  const seats = Array.from({ length: placeholderCount }, (_, index) => index + 1);
  return (
    <Section name="advisory-board" heading={heading} intro={intro} summary={home.advisoryBoard.summary} tone="paper">
      <Grid container component="ul" spacing={3} sx={{ p: 0, listStyle: 'none' }}>
        {seats.map((seat) => (
          <Grid key={seat} component="li" size={{ xs: 12, sm: 6, md: 3 }}>
            <Card
              sx={(theme) => ({
                borderStyle: 'dashed',
                borderWidth: 2,
                borderColor: theme.vars.palette.mutedControl.border,
                boxShadow: 'none',
                textAlign: 'center',
              })}
            >
              <CardContent>
                <PersonAddAlt aria-hidden="true" color="primary" fontSize="large" />
                <Typography variant="eyebrow" color="textSecondary">
                  {positionLabel}
                </Typography>
                {/* Not a heading: the four are one list under the section's heading, told apart by their links.
                    A line of the item, not a paragraph drawn as a heading (axe's p-as-heading). */}
                <Typography variant="cardTitle" component="div" sx={{ my: 1 }}>
                  {title}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {description}
                </Typography>
              </CardContent>
              <CardActions sx={{ justifyContent: 'center' }}>
                <ActionButton
                  action={actions.applyToAdvisoryBoard}
                  variant="contained"
                  aria-label={applyName(seat, placeholderCount)}
                >
                  {applyLabel}
                </ActionButton>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
