// The research programme: a heading, an intro, and a "Coming Soon" button that stays focusable
// (aria-disabled rather than disabled) so its tooltip can say why it is not active yet.
import Button from '@mui/material/Button';
import { GroupTooltip } from '../components/tooltips/GroupTooltip';
import { Section } from '../components/Section';
import { home } from '../content/home';

export function ResearchFocus() {
  const { heading, intro, comingSoonLabel, comingSoonTooltip } = home.researchFocus;
  return (
    <Section id="research" name="research" heading={heading} intro={intro}>
      <GroupTooltip title={comingSoonTooltip} describeChild>
        <Button
          variant="outlined"
          aria-disabled="true"
          onClick={(event) => event.preventDefault()}
          sx={(theme) => ({
            cursor: 'not-allowed',
            color: theme.vars.palette.mutedControl.text,
            backgroundColor: theme.vars.palette.mutedControl.background,
            borderColor: theme.vars.palette.mutedControl.border,
            borderStyle: 'dashed',
            '&:hover': {
              backgroundColor: theme.vars.palette.mutedControl.background,
              borderColor: theme.vars.palette.mutedControl.border,
              borderStyle: 'dashed',
            },
          })}
        >
          {comingSoonLabel}
        </Button>
      </GroupTooltip>
    </Section>
  );
}
