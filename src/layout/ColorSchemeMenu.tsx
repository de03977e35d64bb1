// The colour-scheme menu: light, dark or system. Its own chunk: see ColorSchemeControl.
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { colorSchemeChoices as choices, type ColorSchemeMode } from './colorSchemeChoices';

/** Applies a change of scheme at once, instead of animating every colour on the page that has a transition. */
function withoutTransitions(change: () => void) {
  const style = document.createElement('style');
  style.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.append(style);
  change();
  // The change takes effect once React has committed it and the browser has styled the page, with
  // transitions off; they come back after the next frame.
  requestAnimationFrame(() => requestAnimationFrame(() => style.remove()));
}

interface ColorSchemeMenuProps {
  id: string;
  /** The button the menu hangs from; null while closed. */
  anchor: HTMLElement | null;
  mode: ColorSchemeMode;
  onChoose: (mode: ColorSchemeMode) => void;
  onClose: () => void;
}

export default function ColorSchemeMenu({ id, anchor, mode, onChoose, onClose }: ColorSchemeMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-label': 'Theme' } }}
    >
      {choices.map(({ mode: choice, label: choiceLabel, Icon }) => (
        <MenuItem
          key={choice}
          role="menuitemradio"
          selected={choice === mode}
          onClick={() => {
            withoutTransitions(() => onChoose(choice));
            onClose();
          }}
        >
          <ListItemIcon>
            <Icon aria-hidden="true" fontSize="small" />
          </ListItemIcon>
          <ListItemText>{choiceLabel}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
