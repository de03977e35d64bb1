// The mobile menu: a drawer with the main navigation stacked and the two header actions.
// Its own chunk: SiteHeader loads it the first time the menu toggle is pointed at, focused or pressed.
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useLayoutEffect, type MouseEvent } from 'react';
import { ActionButton } from '../components/ActionButton';
import { SiteLink } from '../components/SiteLink';
import { GroupTooltip } from '../components/tooltips/GroupTooltip';
import { primaryNavigation } from '../content/navigation';
import { headerActions, MOBILE_MENU_ID } from './headerItems';

/**
 * While the menu is open the page behind it is inert, not only aria-hidden: nothing there can take focus or
 * be reached by assistive technology. Removed in the layout phase, before the drawer hands focus back. Set here, when the drawer is there: set
 * while its code was still loading, it would take focus off the toggle, and the drawer would hand focus back to
 * the page instead.
 */
function useInertPageBehind(open: boolean) {
  useLayoutEffect(() => {
    const page = open ? document.getElementById('root') : null;
    page?.setAttribute('inert', '');
    return () => page?.removeAttribute('inert');
  }, [open]);
}

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  /** Returns the click handler of a link in the menu: it closes the menu, then follows the link. */
  onChoose: (href: string) => (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Called when the closing transition has finished. */
  onExited: () => void;
}

export default function MobileMenu({ open, onClose, onChoose, onExited }: MobileMenuProps) {
  useInertPageBehind(open);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        // MUI 9 makes the drawer's paper a modal dialog; it carries the name and the toggle's aria-controls.
        paper: { id: MOBILE_MENU_ID, 'aria-labelledby': `${MOBILE_MENU_ID}-title` } as object,
        transition: { onExited },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, minHeight: 64 }}>
        <Typography id={`${MOBILE_MENU_ID}-title`} variant="subheading" component="p">
          Menu
        </Typography>
        <GroupTooltip title="Close menu">
          <IconButton aria-label="Close menu" onClick={onClose}>
            <CloseIcon aria-hidden="true" />
          </IconButton>
        </GroupTooltip>
      </Stack>
      <Divider />
      <Stack component="nav" aria-label="Main menu">
        <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 1 }}>
          {primaryNavigation.map((item) => (
            <li key={item.href}>
              <Button
                component={SiteLink}
                href={item.href}
                onClick={onChoose(item.href)}
                color="inherit"
                fullWidth
                sx={{ justifyContent: 'flex-start', px: 2, typography: 'navLink' }}
              >
                {item.label}
              </Button>
            </li>
          ))}
        </Stack>
      </Stack>
      <Divider />
      <Stack spacing={1.5} sx={{ p: 2 }}>
        {headerActions.map(({ label, action, variant }) =>
          action.kind === 'link' ? (
            <Button
              key={label}
              component={SiteLink}
              href={action.href}
              onClick={onChoose(action.href)}
              variant={variant}
            >
              {label}
            </Button>
          ) : (
            <ActionButton key={label} action={action} variant={variant} onClickCapture={onClose}>
              {label}
            </ActionButton>
          ),
        )}
      </Stack>
    </Drawer>
  );
}
