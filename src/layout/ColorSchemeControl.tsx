// Lets the visitor choose a light, dark or system theme; MUI remembers the choice in localStorage.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { Suspense, useId, useState } from 'react';
import { targetSize } from '../../theme/tokens';
import { lazyWithPreload } from '../components/lazyWithPreload';
import { GroupTooltip } from '../components/tooltips/GroupTooltip';
import { colorSchemeChoices as choices } from './colorSchemeChoices';

// The menu's code (Menu, Popover, Modal, focus handling) loads when the button is first pointed at,
// focused or pressed; the menu is then kept mounted so that it animates.
const ColorSchemeMenu = lazyWithPreload(() => import('./ColorSchemeMenu'));

export const preloadColorSchemeMenu = (): Promise<unknown> => ColorSchemeMenu.preload();

export function ColorSchemeControl() {
  const { mode, systemMode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuLoaded, setMenuLoaded] = useState(false);
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
          onPointerEnter={() => void ColorSchemeMenu.preload()}
          onFocus={() => void ColorSchemeMenu.preload()}
          onClick={(event) => {
            setMenuLoaded(true);
            setAnchor(event.currentTarget);
          }}
          color="inherit"
        >
          <current.Icon aria-hidden="true" />
        </IconButton>
      </GroupTooltip>
      {menuLoaded && (
        <Suspense fallback={null}>
          <ColorSchemeMenu id={menuId} anchor={anchor} mode={mode} onChoose={setMode} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
