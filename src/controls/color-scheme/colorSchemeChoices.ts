// The three colour-scheme choices, shared by the header button and its menu.
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightness from '@mui/icons-material/SettingsBrightness';
import { ui } from '../../content/ui';

export type ColorSchemeMode = 'system' | 'light' | 'dark';

export const colorSchemeChoices: { mode: ColorSchemeMode; label: string; Icon: typeof SettingsBrightness }[] = [
  { mode: 'system', label: ui.colorScheme.choices.system, Icon: SettingsBrightness },
  { mode: 'light', label: ui.colorScheme.choices.light, Icon: LightModeOutlined },
  { mode: 'dark', label: ui.colorScheme.choices.dark, Icon: DarkModeOutlined },
];
