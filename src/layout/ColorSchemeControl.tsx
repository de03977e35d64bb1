// Lets the visitor choose a light, dark or system theme; MUI remembers the choice in localStorage.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightness from '@mui/icons-material/SettingsBrightness';
import { useId, useState } from 'react';
import { targetSize } from '../../theme/tokens';
import { GroupTooltip } from '../components/tooltips/GroupTooltip';

type Mode = 'system' | 'light' | 'dark';

const choices: { mode: Mode; label: string; Icon: typeof SettingsBrightness }[] = [
  { mode: 'system', label: 'System', Icon: SettingsBrightness },
  { mode: 'light', label: 'Light', Icon: LightModeOutlined },
  { mode: 'dark', label: 'Dark', Icon: DarkModeOutlined },
];

export function ColorSchemeControl() {
  const { mode, systemMode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();

  // The mode is unknown on the server and until hydration: hold the space so nothing shifts, and offer no
  // control that would do nothing without JavaScript (the system scheme applies then).
  if (!mode)
    return <Box aria-hidden="true" sx={{ width: targetSize.primary, height: targetSize.primary, flexShrink: 0 }} />;

  const current = choices.find((choice) => choice.mode === mode) ?? choices[0]!;
  const systemNote = mode === 'system' && systemMode ? ` (${systemMode === 'dark' ? 'dark' : 'light'})` : '';
  const label = `Theme: ${current.label}${systemNote}`;
  const close = () => setAnchor(null);

  return (
    <>
      <GroupTooltip title={label}>
        <IconButton
          id={buttonId}
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          color="inherit"
        >
          <current.Icon aria-hidden="true" />
        </IconButton>
      </GroupTooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
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
              setMode(choice);
              close();
            }}
          >
            <ListItemIcon>
              <Icon aria-hidden="true" fontSize="small" />
            </ListItemIcon>
            <ListItemText>{choiceLabel}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
