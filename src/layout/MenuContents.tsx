// What the menu holds, the same before the app (in the native dialog, SiteHeader) and after (in the
// drawer, MobileMenu): its title, a close button, the main navigation stacked and the two header actions.
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { memo, type MouseEvent } from 'react';
import { ActionButton } from '../components/ActionButton';
import { SiteLink } from '../components/SiteLink';
import { GroupTooltip } from '../components/tooltips/GroupTooltip';
import { primaryNavigation } from '../content/navigation';
import { headerActions } from './headerItems';

export interface MenuContentsProps {
  titleId: string;
  /** The close button's and the chosen item's behaviour in the drawer; the native dialog needs neither. */
  drawer?: {
    onClose: () => void;
    /** Returns the click handler of a link in the menu: it closes the menu, then follows the link. */
    onChoose: (href: string) => (event: MouseEvent<HTMLAnchorElement>) => void;
  };
  /** The native dialog's id: its close button closes it with no script (command="close"). */
  dialogId?: string;
}

/** Memoised: opening the drawer re-renders the drawer, not its contents. */
export const MenuContents = memo(function MenuContents({ titleId, drawer, dialogId }: MenuContentsProps) {
  const closeDialog = dialogId ? { commandfor: dialogId, command: 'close' } : {};
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, minHeight: 64 }}>
        <Typography id={titleId} variant="subheading" component="p">
          Menu
        </Typography>
        <GroupTooltip title="Close menu">
          <IconButton aria-label="Close menu" onClick={drawer?.onClose} {...closeDialog}>
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
                onClick={drawer?.onChoose(item.href)}
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
              onClick={drawer?.onChoose(action.href)}
              variant={variant}
            >
              {label}
            </Button>
          ) : (
            <ActionButton key={label} action={action} variant={variant} onClickCapture={drawer?.onClose}>
              {label}
            </ActionButton>
          ),
        )}
      </Stack>
    </>
  );
});
