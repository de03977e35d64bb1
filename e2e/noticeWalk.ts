// The notices against the keyboard, where the site tries them: after a notice shows, Tab on through the page to
// the notices' own buttons (the walk past a fixed stack of @foundation/page-measures, on NOTICES_ID), measuring
// at each stop that no notice covers focus and all their text shows (WCAG 2.4.11, 2.4.12, 1.4.10). Chromium's
// suite (e2e/notices.spec.ts) and Firefox's and WebKit's (e2e/engines/notices.spec.ts) take the same walk.
import { desktop, phone, zoom400, type Viewport } from './scenarios';

/** The sizes a notice is tried at: 400% zoom on the two commonest desktop screens, a phone, a desktop. */
export const noticeViewports: readonly Viewport[] = [...zoom400, phone, desktop];

/** How a visitor raises the notices, and in which phase the page meets them (the page script owns both). */
export const raisings = [
  { by: 'keyboard', phase: 'before the app' },
  { by: 'pointer', phase: 'after the app' },
  { by: 'touch', phase: 'before the app' },
] as const;

/** The walk's test title in every engine (the report's 2.4.11 and 2.4.12 measures name it). */
export const noticeWalkTitle = (viewport: Viewport, by: string, phase: string) =>
  `${viewport.width}×${viewport.height}, raised by ${by} ${phase}: no Tab stop after it is covered, the notice shows all its text in the viewport, Escape dismisses the newest from where focus is`;
