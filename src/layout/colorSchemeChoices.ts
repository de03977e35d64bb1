// The three colour-scheme choices, shared by the header button and its menu.
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightness from '@mui/icons-material/SettingsBrightness';

export type ColorSchemeMode = 'system' | 'light' | 'dark';

export const colorSchemeChoices: { mode: ColorSchemeMode; label: string; Icon: typeof SettingsBrightness }[] = [
  { mode: 'system', label: 'System', Icon: SettingsBrightness },
  { mode: 'light', label: 'Light', Icon: LightModeOutlined },
  { mode: 'dark', label: 'Dark', Icon: DarkModeOutlined },
];
