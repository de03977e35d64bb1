// What the menu holds, the same in the page's menu (PageMenu, before the app) and in the drawer (MenuDrawer):
// its title, a close button, the main navigation stacked and the bar's two actions.
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { memo, type MouseEvent } from 'react';
import { ActionButton } from '../../components/ActionButton';
import { primaryNavigation } from '../../content/navigation';
import { ui } from '../../content/ui';
import { SiteLink } from '../links/SiteLink';
import { GroupTooltip } from '../tooltips/GroupTooltip';
import { headerActions, MENU_CLOSE_ATTRIBUTE, PAGE_MENU_ID } from './menuNames';

export interface MenuContentsProps {
  /** The close button's and a chosen link's behaviour in the drawer; the page script answers the page's menu. */
  drawer?: {
    onClose: () => void;
    /** A link in the menu was chosen: the drawer closes as the browser follows the link. */
    onChoose: (event: MouseEvent<HTMLAnchorElement>) => void;
  };
}

/** Memoised: opening the drawer re-renders the drawer, not its contents. */
export const MenuContents = memo(function MenuContents({ drawer }: MenuContentsProps) {
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, minHeight: 64 }}>
        <Typography variant="subheading" component="p">
          {ui.menu.title}
        </Typography>
        <GroupTooltip title={ui.menu.close}>
          <IconButton
            aria-label={ui.menu.close}
            onClick={drawer?.onClose}
            {...{ [MENU_CLOSE_ATTRIBUTE]: '' }}
            // The page's menu without JavaScript: the platform closes it (the page script takes this off as it opens).
            {...(drawer ? {} : { popoverTarget: PAGE_MENU_ID, popoverTargetAction: 'hide' as const })}
          >
            <CloseIcon aria-hidden="true" />
          </IconButton>
        </GroupTooltip>
      </Stack>
      <Divider />
      <Stack component="nav" aria-label={ui.landmarks.mainNavigation}>
        <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 1 }}>
          {primaryNavigation.map((item) => (
            <li key={item.href}>
              <Button
                component={SiteLink}
                href={item.href}
                onClick={drawer?.onChoose}
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
            <Button key={label} component={SiteLink} href={action.href} onClick={drawer?.onChoose} variant={variant}>
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
