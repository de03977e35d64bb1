// What the header and its mobile menu share: the menu's id and the two header actions.
import { actions } from '../content/actions';

export const MOBILE_MENU_ID = 'mobile-menu';

export const headerActions = [
  { label: 'Partner With Us', action: actions.partnerWithUs, variant: 'outlined' },
  { label: 'Join Us', action: actions.joinUs, variant: 'contained' },
] as const;
