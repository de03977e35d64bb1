// A button whose behaviour comes from src/content/actions.ts: a link, an e-mail, a notice or the feed.
import Button, { type ButtonProps } from '@mui/material/Button';
import { feedHint, mailtoHint } from '../content/actions';
import { site } from '../content/site';
import type { ControlAction } from '../content/types';
import { NOTICE_ATTRIBUTE } from '../startup/contract';
import { hiddenWithoutScript } from './hiddenWithoutScript';
import { SiteLink } from '../controls/links/SiteLink';

export interface ActionButtonProps extends Omit<ButtonProps, 'href' | 'onClick' | 'action'> {
  action: ControlAction;
}

function mailtoHref(subject: string): string {
  return `mailto:${site.email}?subject=${encodeURIComponent(subject)}`;
}

export function ActionButton({ action, children, ...buttonProps }: ActionButtonProps) {
  switch (action.kind) {
    case 'link':
      return (
        <Button component={SiteLink} href={action.href} {...buttonProps}>
          {children}
        </Button>
      );
    case 'mailto': {
      // The hint is heard, not shown: the name is the visible label (or a fuller one that starts with it, 2.5.3)
      // then the hint, from one source. A visually hidden suffix instead would be read as a second piece of the
      // link by Firefox, and run into the label by Chromium ("Partner With Us(opens your e-mail app)").
      const name = buttonProps['aria-label'] ?? (typeof children === 'string' ? children : undefined);
      if (name === undefined) throw new Error('A mailto action button needs a text label or an aria-label.');
      return (
        <Button component="a" href={mailtoHref(action.subject)} {...buttonProps} aria-label={`${name} ${mailtoHint}`}>
          {children}
        </Button>
      );
    }
    case 'feed': {
      // A plain link the browser follows (it shows the feed's XML) and a feed reader takes; `type` tells both what
      // it is. The hint is heard, not shown, like the e-mail's: a screen-reader user knows what the link is for.
      const name = buttonProps['aria-label'] ?? (typeof children === 'string' ? children : undefined);
      if (name === undefined) throw new Error('A feed action button needs a text label or an aria-label.');
      return (
        <Button component="a" href={action.href} type={action.type} {...buttonProps} aria-label={`${name} ${feedHint}`}>
          {children}
        </Button>
      );
    }
    case 'notice': {
      // Shown by the page script, before and after the app starts (src/controls/notices/notices.ts); without
      // JavaScript nothing would show it.
      const { sx, ...rest } = buttonProps;
      return (
        <Button {...{ [NOTICE_ATTRIBUTE]: action.message }} {...rest} sx={[hiddenWithoutScript, sx ?? false].flat()}>
          {children}
        </Button>
      );
    }
  }
}
