// The notices the page script shows (notices.ts), in the markup the prerender writes (NoticesStack).
import { act, fireEvent, isInaccessible, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { createEmotionCache } from '../../app/emotionCache';
import { MAX_VISIBLE_NOTICES, NOTICE_DURATION_MS } from '../../app/constants';
import { NoticesStack } from './NoticesStack';
import { NOTICE_ATTRIBUTE, NOTICES_ANNOUNCER_ID, NOTICES_ID } from '../../startup/contract';
import { noticesLiveRegion } from '../../test/pageScript';
import { ui } from '../../content/ui';
import { ANNOUNCE_AFTER_MS, ANNOUNCED_FOR_MS, KEEP_NOTICES_KEY, keepsNotices, showNoticesOnRequest } from './notices';

let undo: () => void;
let count = 0;

beforeEach(() => {
  vi.useFakeTimers();
  count = 0;
  const stack = renderToString(
    <AppProviders emotionCache={createEmotionCache()}>
      <NoticesStack />
    </AppProviders>,
  );
  document.body.innerHTML = `<main id="main" tabindex="-1"><button type="button">Notify</button></main>${stack}`;
  undo = showNoticesOnRequest();
});

afterEach(() => {
  undo();
  localStorage.clear();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

// Each press raises the next numbered notice: a click of a pointer (detail 1), or with none behind it (detail 0:
// Enter or Space, a screen reader's or voice control's press).
const notify = ({ pointer = true } = {}) => {
  const trigger = screen.getByRole('button', { name: 'Notify' });
  trigger.setAttribute(NOTICE_ATTRIBUTE, `Notice ${++count}`);
  fireEvent.click(trigger, { detail: pointer ? 1 : 0 });
};
const stack = () => document.getElementById(NOTICES_ID)!;
const shown = () => [...stack().querySelectorAll('[data-notice-message]')].map((node) => node.textContent);
const announced = () => [...document.getElementById(NOTICES_ANNOUNCER_ID)!.children].map((node) => node.textContent);
const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('notices', () => {
  it('show in a region named by the content, the same before the app and after', () => {
    expect(stack().tagName).toBe('SECTION');
    expect(stack()).toHaveAttribute('aria-label', ui.notices.stackName);
    notify();
    expect(screen.getByRole('region', { name: ui.notices.stackName })).toBe(stack());
    expect(within(stack()).getByText('Notice 1')).toBeInTheDocument();
  });

  it('say which notice went, by the name of the button that raised it, when the visitor dismisses it', () => {
    const main = document.getElementById('main')!;
    main.insertAdjacentHTML(
      'beforeend',
      `<button type="button" aria-label="Ada on LinkedIn" ${NOTICE_ATTRIBUTE}="Ada's profile is coming."></button>`,
    );
    notify({ pointer: false });
    fireEvent.click(screen.getByRole('button', { name: 'Ada on LinkedIn' }), { detail: 0 });
    advance(ANNOUNCE_AFTER_MS + ANNOUNCED_FOR_MS);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    advance(ANNOUNCE_AFTER_MS);
    expect(announced()).toEqual(['Notice from Ada on LinkedIn dismissed.']);
    advance(ANNOUNCED_FOR_MS);
    fireEvent.click(within(stack()).getByRole('button', { name: 'Dismiss notice' }));
    advance(ANNOUNCE_AFTER_MS);
    expect(announced()).toEqual(['Notice from Notify dismissed.']);
  });

  it('are said once by a polite live region apart from the stack, which holds no live region', () => {
    const region = noticesLiveRegion();
    expect(region).toHaveAttribute('aria-live', 'polite');
    // Not a status bar: a screen reader reads one out, empty, at the end of the page.
    expect(region).not.toHaveAttribute('role');
    expect(region).toBeEmptyDOMElement();
    notify();
    expect(shown()).toEqual(['Notice 1']);
    // Said a moment after it shows: the region is emptied first, so that a notice raised again is said again.
    expect(announced()).toEqual([]);
    advance(ANNOUNCE_AFTER_MS);
    expect(announced()).toEqual(['Notice 1']);
    notify();
    advance(ANNOUNCE_AFTER_MS);
    // The first is not said again when the second comes.
    expect(announced()).toEqual(['Notice 2']);
    expect(stack().closest('[aria-live]')).toBeNull();
    expect(stack().querySelector('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    // Once said, the region lets go: reading the page finds the text once, in the notice.
    advance(ANNOUNCED_FOR_MS);
    expect(announced()).toEqual([]);
    expect(shown()).toEqual(['Notice 1', 'Notice 2']);
  });

  it('keep their text in the accessibility tree, to be read again after it was said', () => {
    notify();
    advance(ANNOUNCE_AFTER_MS + ANNOUNCED_FOR_MS);
    const text = within(stack()).getByText('Notice 1');
    expect(isInaccessible(text)).toBe(false);
    expect(text.closest('[aria-hidden="true"]')).toBeNull();
  });

  it('give their dismiss button the notice as its description', () => {
    notify();
    const dismiss = within(stack()).getByRole('button', { name: 'Dismiss notice' });
    expect(dismiss).toHaveAccessibleDescription('Notice 1');
  });

  it(`leave after ${NOTICE_DURATION_MS}ms, saying nothing more`, () => {
    notify();
    advance(NOTICE_DURATION_MS - 1);
    expect(shown()).toEqual(['Notice 1']);
    advance(1);
    expect(shown()).toEqual([]);
    expect(announced()).toEqual([]);
  });

  it(`show at most ${MAX_VISIBLE_NOTICES} at once: each shows and is said as it is raised, the oldest stepping back until one goes`, () => {
    for (let i = 0; i < MAX_VISIBLE_NOTICES; i++) notify({ pointer: false });
    advance(ANNOUNCE_AFTER_MS);
    // The fourth, raised from the keyboard as the others: shown and said now, not when a key dismisses another.
    notify({ pointer: false });
    expect(shown()).toEqual(['Notice 2', 'Notice 3', 'Notice 4']);
    advance(ANNOUNCE_AFTER_MS);
    expect(announced()).toEqual(['Notice 4']);
    advance(ANNOUNCED_FOR_MS);
    // Kept, the oldest is not lost: it comes back when one goes, unsaid (it was heard when raised).
    advance(NOTICE_DURATION_MS * 30);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(shown()).toEqual(['Notice 1', 'Notice 2', 'Notice 3']);
    advance(ANNOUNCE_AFTER_MS);
    expect(announced()).toEqual([ui.notices.dismissed('Notify')]);
  });

  it('stepped back, keep their clock: a timed one goes when its time is up, shown or not', () => {
    for (let i = 0; i < 5; i++) notify();
    expect(shown()).toEqual(['Notice 3', 'Notice 4', 'Notice 5']);
    advance(NOTICE_DURATION_MS - 1);
    expect(shown()).toEqual(['Notice 3', 'Notice 4', 'Notice 5']);
    advance(1);
    expect(shown()).toEqual([]);
  });

  it('raised again with the same words (the same button pressed twice) are one notice, said again, its time started over', () => {
    notify();
    advance(ANNOUNCE_AFTER_MS);
    expect(announced()).toEqual(['Notice 1']);
    advance(NOTICE_DURATION_MS - 1000);
    const trigger = screen.getByRole('button', { name: 'Notify' });
    fireEvent.click(trigger, { detail: 1 });
    expect(shown()).toEqual(['Notice 1']);
    expect(announced()).toEqual([]);
    advance(ANNOUNCE_AFTER_MS);
    // Not the very same text: Orca drops a live region's insertion equal to the one before (notices.ts).
    expect(announced()).toEqual(['Notice 1\u00a0']);
    // A third press: the plain words again, still one notice, its time started over once more.
    fireEvent.click(trigger, { detail: 1 });
    advance(ANNOUNCE_AFTER_MS);
    expect(announced()).toEqual(['Notice 1']);
    expect(shown()).toEqual(['Notice 1']);
    advance(NOTICE_DURATION_MS - ANNOUNCE_AFTER_MS - 1);
    expect(shown()).toEqual(['Notice 1']);
    advance(1);
    expect(shown()).toEqual([]);
  });

  it('raised again, move to the newest place, and come back from a step back', () => {
    notify({ pointer: false });
    notify({ pointer: false });
    const trigger = screen.getByRole('button', { name: 'Notify' });
    trigger.setAttribute(NOTICE_ATTRIBUTE, 'Notice 1');
    fireEvent.click(trigger, { detail: 0 });
    expect(shown()).toEqual(['Notice 2', 'Notice 1']);
    notify({ pointer: false });
    notify({ pointer: false });
    expect(shown()).toEqual(['Notice 1', 'Notice 3', 'Notice 4']);
    trigger.setAttribute(NOTICE_ATTRIBUTE, 'Notice 2');
    fireEvent.click(trigger, { detail: 0 });
    expect(shown()).toEqual(['Notice 3', 'Notice 4', 'Notice 2']);
    expect(stack().querySelectorAll('[data-notice-message]')).toHaveLength(MAX_VISIBLE_NOTICES);
  });

  it('pause while hovered and resume with the time they had left', () => {
    notify();
    advance(3000);
    const notice = stack().firstElementChild!;
    fireEvent.pointerEnter(notice);
    advance(10_000);
    expect(shown()).toEqual(['Notice 1']);
    fireEvent.pointerLeave(notice);
    advance(999);
    expect(shown()).toEqual(['Notice 1']);
    advance(1);
    expect(shown()).toEqual([]);
  });

  it('pause while focus is inside; dismissed, focus goes back to the button that raised it', () => {
    const trigger = screen.getByRole('button', { name: 'Notify' });
    notify();
    const dismiss = within(stack()).getByRole('button', { name: 'Dismiss notice' });
    act(() => dismiss.focus());
    advance(NOTICE_DURATION_MS * 3);
    expect(shown()).toEqual(['Notice 1']);
    fireEvent.click(dismiss);
    expect(shown()).toEqual([]);
    expect(trigger).toHaveFocus();
  });

  it('dismissed when the button that raised it is gone, hand focus to the next notice', () => {
    notify();
    notify();
    screen.getByRole('button', { name: 'Notify' }).remove();
    const [first, second] = within(stack()).getAllByRole('button', { name: 'Dismiss notice' });
    fireEvent.click(first!);
    expect(second).toHaveFocus();
    fireEvent.click(second!);
    expect(document.getElementById('main')).toHaveFocus();
  });

  it('raised with no pointer (keyboard, screen reader, voice), stay until dismissed, even once focus moves on', () => {
    notify({ pointer: false });
    act(() => screen.getByRole('button', { name: 'Notify' }).blur());
    advance(NOTICE_DURATION_MS * 30);
    expect(shown()).toEqual(['Notice 1']);
    // Raised by a pointer, the next one keeps the spec's time.
    notify();
    advance(NOTICE_DURATION_MS);
    expect(shown()).toEqual(['Notice 1']);
  });

  it('are kept by Keep until dismissed, and so is every later one, remembered on this device', () => {
    notify();
    const keep = within(stack()).getByRole('button', { name: 'Keep notices', pressed: false });
    advance(NOTICE_DURATION_MS - 1);
    fireEvent.click(keep, { detail: 1 });
    expect(keep).toHaveAttribute('aria-pressed', 'true');
    expect(keepsNotices()).toBe(true);
    expect(localStorage.getItem(KEEP_NOTICES_KEY)).toBe('yes');
    advance(NOTICE_DURATION_MS * 30);
    notify();
    advance(NOTICE_DURATION_MS * 30);
    expect(shown()).toEqual(['Notice 1', 'Notice 2']);
    expect(within(stack()).getAllByRole('button', { name: 'Keep notices', pressed: true })).toHaveLength(2);
    // Pressed again: later notices keep the spec's time; those showing stay.
    fireEvent.click(within(stack()).getAllByRole('button', { name: 'Keep notices' })[0]!, { detail: 1 });
    expect(keepsNotices()).toBe(false);
    notify();
    advance(NOTICE_DURATION_MS);
    expect(shown()).toEqual(['Notice 1', 'Notice 2']);
  });

  it('start kept where the visitor chose to keep them before (on the statement, or on an earlier page)', () => {
    undo();
    localStorage.setItem(KEEP_NOTICES_KEY, 'yes');
    document
      .querySelector('main')!
      .insertAdjacentHTML(
        'beforeend',
        '<button type="button" data-notice-keep aria-pressed="false">Keep notices until I dismiss them</button>',
      );
    undo = showNoticesOnRequest();
    expect(screen.getByRole('button', { name: 'Keep notices until I dismiss them' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    notify();
    advance(NOTICE_DURATION_MS * 30);
    expect(shown()).toEqual(['Notice 1']);
  });

  it('are dismissed by Escape on the notice or on the button that raised it, focus staying on the button', () => {
    const trigger = screen.getByRole('button', { name: 'Notify' });
    act(() => trigger.focus());
    notify({ pointer: false });
    notify({ pointer: false });
    advance(ANNOUNCE_AFTER_MS + ANNOUNCED_FOR_MS);
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(shown()).toEqual(['Notice 1']);
    expect(trigger).toHaveFocus();
    // Focus has not moved, so nothing else would say that the notice has gone: the live region does.
    advance(ANNOUNCE_AFTER_MS);
    expect(announced()).toEqual([ui.notices.dismissed('Notify')]);
    advance(ANNOUNCED_FOR_MS);
    const dismiss = within(stack()).getByRole('button', { name: 'Dismiss notice' });
    act(() => dismiss.focus());
    fireEvent.keyDown(dismiss, { key: 'Escape' });
    expect(shown()).toEqual([]);
    // Focus goes back to the button, which a screen reader says; and the region says the notice has gone (the
    // same words as the line before, so ended with a no-break space, which Orca does not take for a duplicate).
    expect(trigger).toHaveFocus();
    advance(ANNOUNCE_AFTER_MS);
    expect(announced()).toEqual([`${ui.notices.dismissed('Notify')}\u00a0`]);
  });

  it('are dismissed by Escape wherever focus is, the newest first, focus staying on a control; not while a menu is open', () => {
    notify({ pointer: false });
    notify({ pointer: false });
    advance(ANNOUNCE_AFTER_MS + ANNOUNCED_FOR_MS);
    const main = document.getElementById('main')!;
    act(() => main.focus());
    fireEvent.keyDown(main, { key: 'Escape' });
    expect(shown()).toEqual(['Notice 1']);
    expect(main).toHaveFocus();
    advance(ANNOUNCE_AFTER_MS);
    expect(announced()).toEqual([ui.notices.dismissed('Notify')]);
    // With nothing focused too (a screen reader's visitor reading the notice in browse mode): focus goes back to
    // the button that raised it, so that the reading goes on from there.
    act(() => main.blur());
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(shown()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Notify' })).toHaveFocus();
    // Escape in an open menu is the menu's: left alone.
    notify({ pointer: false });
    main.insertAdjacentHTML('beforeend', '<div role="dialog" aria-label="Menu"><a href="/blog">Blog</a></div>');
    const link = screen.getByRole('link', { name: 'Blog' });
    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(shown()).toEqual(['Notice 3']);
  });

  it('read in browse mode and dismissed by Escape, move the reading to the button first, then focus, then go', () => {
    const trigger = screen.getByRole('button', { name: 'Notify' });
    notify({ pointer: false });
    advance(ANNOUNCE_AFTER_MS + ANNOUNCED_FOR_MS);
    // A screen reader's reading in browse mode: the browser's caret in the notice's text, focus on nothing.
    const text = within(stack()).getByText('Notice 1');
    act(() => getSelection()!.collapse(text.firstChild, 0));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    fireEvent.keyDown(document.body, { key: 'Escape' });
    // At once: the reading is on the button and the notice out of sight; focus has not moved yet.
    expect(getSelection()!.anchorNode).toBe(trigger);
    const leaving = [...stack().children].find((notice) => notice.contains(text)) as HTMLElement;
    expect(leaving.style.opacity).toBe('0');
    expect(trigger).not.toHaveFocus();
    // Two frames later: focus on the button and the notice gone.
    advance(50);
    expect(trigger).toHaveFocus();
    expect(shown()).toEqual([]);
    advance(ANNOUNCE_AFTER_MS);
    expect(announced()).toEqual([ui.notices.dismissed('Notify')]);
  });

  it('write the text as text, never as markup', () => {
    const trigger = screen.getByRole('button', { name: 'Notify' });
    trigger.setAttribute(NOTICE_ATTRIBUTE, '<img src=x onerror=alert(1)>');
    fireEvent.click(trigger, { detail: 1 });
    expect(stack().querySelector('img')).toBeNull();
    expect(shown()).toEqual(['<img src=x onerror=alert(1)>']);
  });
});
