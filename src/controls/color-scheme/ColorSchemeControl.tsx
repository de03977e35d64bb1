// Lets the visitor choose a light, dark or system theme, before the app starts as after: the page script opens
// the popover of radios, applies the chosen one at once, remembers it where MUI reads it and names it on the
// button (pageColorScheme.ts). The page owns the control for good; the app's MUI follows the choice.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { radius } from '../../../theme';
import { hiddenWithoutScript } from '../../components/hiddenWithoutScript';
import { colorSchemeButtonName, ui } from '../../content/ui';
import { GroupTooltip } from '../tooltips/GroupTooltip';
import { colorSchemeChoices as choices, type ColorSchemeMode } from './colorSchemeChoices';
import {
  COLOR_MODE_ATTRIBUTE,
  COLOR_SCHEME_CHOSEN_EVENT,
  COLOR_SCHEME_INPUT_NAME,
  COLOR_SCHEME_POPOVER_ID,
  COLOR_SCHEME_TOGGLE_ATTRIBUTE,
} from './colorSchemeNames';

const anchorName = '--color-scheme-button';

export function ColorSchemeControl() {
  const { mode: muiMode, setMode } = useColorScheme();
  // MUI keeps its own idea of the mode (it reapplies it when the system's scheme changes): it takes the choice.
  // One made while the app was hydrating came before this listener: once MUI knows its mode, it takes the one
  // the page applied. Once only: later, MUI's mode may come from another tab (storage), which the page follows.
  // A layout effect, so before the first paint: MUI read its mode as hydration began and repaints the page with
  // it once committed; corrected only later, a choice made meanwhile flashed back for a moment.
  const tookPageChoice = useRef(false);
  useLayoutEffect(() => {
    if (tookPageChoice.current || muiMode === undefined) return;
    tookPageChoice.current = true;
    const applied = choices.find(({ mode }) => mode === document.documentElement.getAttribute(COLOR_MODE_ATTRIBUTE));
    if (applied && applied.mode !== muiMode) setMode(applied.mode);
  }, [muiMode, setMode]);
  useEffect(() => {
    const follow = (event: Event) => setMode((event as CustomEvent<ColorSchemeMode>).detail);
    document.addEventListener(COLOR_SCHEME_CHOSEN_EVENT, follow);
    return () => document.removeEventListener(COLOR_SCHEME_CHOSEN_EVENT, follow);
  }, [setMode]);

  return (
    <>
      <GroupTooltip title={ui.colorScheme.title}>
        <IconButton
          // The choice in force joins the name as the page script applies it; before that, the default choice.
          aria-label={colorSchemeButtonName('system')}
          // Its popup's state (WCAG 4.1.2): closed as the page loads; the page script keeps it in step with the
          // popover from then on, before the app and after (pageColorScheme.ts).
          aria-expanded="false"
          aria-controls={COLOR_SCHEME_POPOVER_ID}
          suppressHydrationWarning
          {...{ [COLOR_SCHEME_TOGGLE_ATTRIBUTE]: '' }}
          color="inherit"
          sx={{
            anchorName,
            // Without JavaScript a choice could be neither applied nor remembered; the system's scheme applies.
            ...hiddenWithoutScript,
          }}
        >
          {/* The icon of the current choice, which the page script names on <html> before the first paint. */}
          {choices.map(({ mode, Icon }) => (
            <Icon
              key={mode}
              aria-hidden="true"
              sx={{ display: 'none', [`html[${COLOR_MODE_ATTRIBUTE}="${mode}"] &`]: { display: 'inline-block' } }}
            />
          ))}
        </IconButton>
      </GroupTooltip>
      <Box
        id={COLOR_SCHEME_POPOVER_ID}
        popover="auto"
        sx={(theme) => ({
          position: 'fixed',
          inset: 'auto',
          top: 64,
          right: 8,
          '@supports (anchor-name: --a)': {
            positionAnchor: anchorName,
            top: 'anchor(bottom)',
            right: 'anchor(right)',
          },
          m: 0,
          mt: 0.5,
          p: 1,
          border: 0,
          borderRadius: radius.medium,
          minWidth: 180,
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: theme.shadows[8],
          '@media (forced-colors: active)': { border: '1px solid CanvasText' },
        })}
      >
        <Box component="fieldset" sx={{ m: 0, p: 0, border: 0 }}>
          <legend className="visually-hidden">{ui.colorScheme.title}</legend>
          {choices.map(({ mode, label, Icon }) => (
            <Box
              component="label"
              key={mode}
              sx={(theme) => ({
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                minHeight: 44,
                px: 1.5,
                borderRadius: radius.medium,
                cursor: 'pointer',
                '&:hover': { bgcolor: 'action.hover' },
                '&:has(input:checked)': { typography: 'emphasis' },
                '& input': { m: 0, accentColor: theme.vars.palette.primary.main },
              })}
            >
              <input type="radio" name={COLOR_SCHEME_INPUT_NAME} value={mode} />
              <Icon aria-hidden="true" fontSize="small" />
              {label}
            </Box>
          ))}
        </Box>
      </Box>
    </>
  );
}
