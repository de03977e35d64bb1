// A button whose behaviour comes from src/content/actions.ts: a link, an e-mail or a notice.
import Button, { type ButtonProps } from '@mui/material/Button';
import { site } from '../content/site';
import type { ControlAction } from '../content/types';
import { NOTICE_ATTRIBUTE } from '../startup/contract';
import { SiteLink } from './SiteLink';

export interface ActionButtonProps extends Omit<ButtonProps, 'href' | 'onClick' | 'action'> {
  action: ControlAction;
}

function mailtoHref(subject: string): string {
  return `mailto:${site.email}?subject=${encodeURIComponent(subject)}`;
}

export function ActionButton({ action, ...buttonProps }: ActionButtonProps) {
  switch (action.kind) {
    case 'link':
      return <Button component={SiteLink} href={action.href} {...buttonProps} />;
    case 'mailto':
      return <Button component="a" href={mailtoHref(action.subject)} {...buttonProps} />;
    case 'notice':
      // Shown by the page script, before and after the app starts (src/startup/page-script/notices.ts).
      return <Button {...{ [NOTICE_ATTRIBUTE]: action.message }} {...buttonProps} />;
  }
}
