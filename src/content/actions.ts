// What each control does where the spec leaves its behaviour open. Re-point any of them here.
// "link" goes to a page or a home-page section; "mailto" opens an e-mail to the foundation
// with the subject filled in; "notice" shows a short message saying what is coming; "feed" is the site's
// Atom feed, which a feed reader subscribes to.
import { typedFiles } from '../app/pages.mjs';
import type { ControlAction } from './types';

export const actions = {
  partnerWithUs: { kind: 'mailto', subject: 'Partnership enquiry' },
  joinUs: { kind: 'link', href: '#contact' },
  exploreResearch: { kind: 'link', href: '#research' },
  learnAboutCogniGuard: {
    kind: 'notice',
    message:
      'The CogniGuard overview is being written. Join the beta programme at the foot of this page to hear first.',
  },
  downloadMatrixWhitePaper: { kind: 'mailto', subject: 'Request: Cognitive Impact Matrix white paper' },
  // Apply Now on the advisory board's placeholders and Apply as Advisor in the footer.
  applyToAdvisoryBoard: { kind: 'mailto', subject: 'Advisory board application' },
  joinBetaProgram: { kind: 'mailto', subject: 'CogniGuard beta programme' },
  readMore: {
    kind: 'notice',
    message: 'This article is in final editing. It will appear here soon; subscribe for updates to be told.',
  },
  subscribeForUpdates: { kind: 'mailto', subject: 'Subscribe me to research updates' },
  // Beside Subscribe for Updates: the same updates, without anyone's e-mail.
  subscribeByFeed: { kind: 'feed', href: typedFiles.feed.path, type: typedFiles.feed.type },
} as const satisfies Record<string, ControlAction>;

/** Said after the label of a control that opens an e-mail, so that no one is surprised by their mail app. */
export const mailtoHint = '(opens your e-mail app)';

/** Said after the label of the link to the feed: a browser shows it as code; a feed reader subscribes to it. */
export const feedHint = '(for feed readers)';

/** A team member's Contact button: an e-mail addressed to them through the foundation. */
export function contactMemberAction(name: string): ControlAction {
  return { kind: 'mailto', subject: `Message for ${name}` };
}

/** A team member's social button: their public profile is not listed yet. */
export function socialProfileAction(name: string, network: string): Extract<ControlAction, { kind: 'notice' }> {
  return { kind: 'notice', message: `${name}'s ${network} profile will be linked here once it is public.` };
}
