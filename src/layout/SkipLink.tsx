// The first tab stop: jumps past the navigation into the main content.
import Box from '@mui/material/Box';
import { radius } from '../../theme';

export function SkipLink() {
  return (
    <Box
      component="a"
      href="#main"
      onClick={(event) => {
        // Move focus as well as scroll: some browsers leave focus on the link after a same-page jump.
        const main = document.getElementById('main');
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView({ block: 'start' });
      }}
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
      Skip to main content
    </Box>
  );
}
