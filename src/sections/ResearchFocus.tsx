// The research programme: a heading, an intro, and a "Coming Soon" button that looks unavailable but acts: it says
// why it is not open yet, in its tooltip (and description) at focus, in the reading order after it, and in a notice
// when it is pressed (the page script's, src/controls/notices/notices.ts). Since a press does something, it is not
// aria-disabled (WCAG 4.1.2: its state must match what it does). Like every notice's button it needs the page
// script, so it is hidden without JavaScript; its reason stays in the page.
import Button from '@mui/material/Button';
import { hiddenWithoutScript } from '../components/hiddenWithoutScript';
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
          {...{ [NOTICE_ATTRIBUTE]: comingSoonTooltip }}
          onClick={(event) => event.preventDefault()}
          sx={(theme) => ({
            ...hiddenWithoutScript,
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
