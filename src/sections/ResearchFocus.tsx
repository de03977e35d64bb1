// The research programme: a heading, an intro, and a "Coming Soon" button that stays focusable (aria-disabled
// rather than disabled) so it can say why it is not active yet: its tooltip (and description) at focus, in the
// reading order after it, and a notice when it is pressed (the page script's, src/controls/notices/notices.ts).
import Button from '@mui/material/Button';
import { GroupTooltip } from '../controls/tooltips/GroupTooltip';
import { Section } from '../components/Section';
import { home } from '../content/home';
import { NOTICE_ATTRIBUTE } from '../startup/contract';

export function ResearchFocus() {
  const { heading, intro, comingSoonLabel, comingSoonTooltip } = home.researchFocus;
  return (
    <Section id="research" name="research" heading={heading} intro={intro} summary={home.researchFocus.summary}>
      <GroupTooltip title={comingSoonTooltip} describeChild readInPage>
        <Button
          variant="outlined"
          aria-disabled="true"
          {...{ [NOTICE_ATTRIBUTE]: comingSoonTooltip }}
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
