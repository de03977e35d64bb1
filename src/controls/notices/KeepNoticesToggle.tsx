// The switch that turns the notices' time limit off before any notice shows (WCAG 2.2.1), at the foot of every
// page: "Keep notices until I dismiss them", the same setting as each notice's Keep toggle. The page script
// answers it and sets its state from the visitor's stored choice, before the app starts and after
// (notices.ts): the app never redraws it. Why in the footer: docs/accessibility/notices.md.
import CheckIcon from '@mui/icons-material/Check';
import Button from '@mui/material/Button';
import { hiddenWithoutScript } from '../../components/hiddenWithoutScript';
import { ui } from '../../content/ui';
import { NOTICE_KEEP_ATTRIBUTE } from '../../startup/contract';
import { keepOnPageSx } from './keepToggle';

export function KeepNoticesToggle() {
  return (
    <Button
      variant="outlined"
      aria-pressed="false"
      suppressHydrationWarning
      // Its pressed state shows: filled, with a check mark (keepToggle.ts).
      startIcon={<CheckIcon aria-hidden="true" />}
      // Without a script no notice shows, and nothing could remember the choice.
      sx={[hiddenWithoutScript, keepOnPageSx]}
      {...{ [NOTICE_KEEP_ATTRIBUTE]: '' }}
    >
      {ui.notices.keepEverywhere}
    </Button>
  );
}
