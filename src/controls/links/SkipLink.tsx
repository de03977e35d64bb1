// The first tab stop: jumps past the navigation into the main content. A plain fragment link: the browser moves
// its Tab position to <main>, and the page script the reading first (pageLanding.ts), so that a screen reader says
// the first line there. <main> is not made focusable (a focusable container is announced as "clickable" by Orca
// once the app listens for clicks on its root).
import Box from '@mui/material/Box';
import { radius } from '../../../theme';
import { MAIN_ID } from '../../app/constants';
import { ui } from '../../content/ui';

export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1.5,
        borderRadius: radius.large,
        typography: 'navLink',
        bgcolor: 'background.paper',
        color: 'primary.main',
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none' },
      })}
    >
      {ui.skipLink}
    </Box>
  );
}
