// The notices against the keyboard, where the site tries them: after a notice shows, Tab on through the page to
// the notices' own buttons (the walk past a fixed stack of @foundation/page-measures, on NOTICES_ID), measuring
// at each stop that no notice covers focus and all their text shows (WCAG 2.4.11, 2.4.12, 1.4.10). Chromium's
// suite (e2e/notices.spec.ts) and Firefox's and WebKit's (e2e/engines/notices.spec.ts) take the same walk.
import { desktop, phone, turning, zoom400, type Viewport } from './scenarios';

/** The sizes a notice is tried at: 400% zoom on the two commonest desktop screens, a phone, a desktop. */
export const noticeViewports: readonly Viewport[] = [...zoom400, phone, desktop];

/** How a visitor raises the notices, and in which phase the page meets them (the page script owns both). */
export const raisings = [
  { by: 'keyboard', phase: 'before the app' },
  { by: 'pointer', phase: 'after the app' },
  { by: 'touch', phase: 'before the app' },
] as const;

/**
 * Firefox's and WebKit's share of the walk (engineIndex: the engine's place in engineNames): every size once, raised a
 * different way at each (the way turns with the size, and starts one further in the next engine), so each engine meets
 * all three ways and each size two of them. Chromium walks every size every way (e2e/notices.spec.ts): what the ways
 * differ in is the page script's, one script in every engine; what the engines differ in is layout and focus, which
 * each size tries.
 */
export const engineRaisings = (engineIndex: number) => turning(noticeViewports, raisings, engineIndex);

/** The walk's test title in every engine (the report's 2.4.11 and 2.4.12 measures name it). */
export const noticeWalkTitle = (viewport: Viewport, by: string, phase: string) =>
  `${viewport.width}×${viewport.height}, raised by ${by} ${phase}: no Tab stop after it is covered, the notice shows all its text in the viewport, Escape dismisses the newest from where focus is`;

/**
 * In the page: each notice's own buttons (Keep and Dismiss) show whole, their focus ring's reach too, inside the
 * stack's box and the viewport, not covered, once the stack shows the notice's top: no scrolling inside the notice
 * (WCAG 2.2.1: the controls that keep or end it are never scrolled away). What is wrong, in words; the stack is
 * scrolled back to its top after.
 */
export function noticeButtonsHidden({ stackId, ringReach }: { stackId: string; ringReach: number }): string[] {
  const stack = document.getElementById(stackId)!;
  const problems: string[] = [];
  const viewport = { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
  [...stack.children].forEach((notice, index) => {
    stack.scrollTop += notice.getBoundingClientRect().top - stack.getBoundingClientRect().top;
    const room = stack.getBoundingClientRect();
    for (const button of notice.querySelectorAll('button')) {
      const box = button.getBoundingClientRect();
      const name = `notice ${index + 1}'s ${button.getAttribute('aria-label')}`;
      const where = `(it ${Math.round(box.top)}–${Math.round(box.bottom)}, the stack ${Math.round(room.top)}–${Math.round(room.bottom)}, in ${viewport.width}×${viewport.height})`;
      if (
        box.top - ringReach < Math.max(room.top, 0) - 0.5 ||
        box.bottom + ringReach > Math.min(room.bottom, viewport.height) + 0.5 ||
        box.left - ringReach < Math.max(room.left, 0) - 0.5 ||
        box.right + ringReach > Math.min(room.right, viewport.width) + 0.5
      )
        problems.push(`${name}, or its focus ring, is out of sight ${where}`);
      else {
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!top || !button.contains(top))
          problems.push(`${name} is covered by ${top?.className ?? 'nothing'} ${where}`);
      }
    }
  });
  stack.scrollTop = 0;
  return problems;
}
