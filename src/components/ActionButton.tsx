// A button whose behaviour comes from src/content/actions.ts: a link, an e-mail or a notice.
import Button, { type ButtonProps } from '@mui/material/Button';
import { site } from '../content/site';
import type { ControlAction } from '../content/types';
import { useNotices } from './notices/NoticesContext';
import { preloadNotices } from './notices/NoticesViewport';
import { SiteLink } from './SiteLink';

export interface ActionButtonProps extends Omit<ButtonProps, 'href' | 'onClick' | 'action'> {
  action: ControlAction;
}

function mailtoHref(subject: string): string {
  return `mailto:${site.email}?subject=${encodeURIComponent(subject)}`;
}

export function ActionButton({ action, ...buttonProps }: ActionButtonProps) {
  const { notify } = useNotices();
  switch (action.kind) {
    case 'link':
      return <Button component={SiteLink} href={action.href} {...buttonProps} />;
    case 'mailto':
      return <Button component="a" href={mailtoHref(action.subject)} {...buttonProps} />;
    case 'notice':
      return (
        <Button
          onClick={() => notify(action.message)}
          onPointerEnter={() => void preloadNotices()}
          onFocus={() => void preloadNotices()}
          {...buttonProps}
        />
      );
  }
}
