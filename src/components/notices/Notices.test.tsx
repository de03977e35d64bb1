import Button from '@mui/material/Button';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_VISIBLE_NOTICES, NOTICE_DURATION_MS } from '../../app/constants';
import { useNotices } from './NoticesContext';
import { NoticesProvider } from './NoticesProvider';

function Trigger() {
  const { notify } = useNotices();
  let count = 0;
  return <Button onClick={() => notify(`Notice ${++count}`)}>Notify</Button>;
}

function renderNotices() {
  render(
    <NoticesProvider>
      <Trigger />
    </NoticesProvider>,
  );
  return {
    notify: () => fireEvent.click(screen.getByRole('button', { name: 'Notify' })),
    region: () => screen.getByRole('status'),
    shown: () =>
      within(screen.getByRole('status'))
        .queryAllByText(/^Notice \d+$/)
        .map((node) => node.textContent),
  };
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('notices', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces politely in a live region that is always present', () => {
    const { region, notify } = renderNotices();
    expect(region()).toHaveAttribute('aria-live', 'polite');
    expect(region()).toBeEmptyDOMElement();
    notify();
    expect(region()).toHaveTextContent('Notice 1');
  });

  it(`leaves after ${NOTICE_DURATION_MS}ms`, () => {
    const { notify, shown } = renderNotices();
    notify();
    advance(NOTICE_DURATION_MS - 1);
    expect(shown()).toEqual(['Notice 1']);
    advance(1);
    expect(shown()).toEqual([]);
  });

  it(`shows at most ${MAX_VISIBLE_NOTICES} at once; the rest wait their turn`, () => {
    const { notify, shown } = renderNotices();
    for (let i = 0; i < 5; i++) notify();
    expect(shown()).toEqual(['Notice 1', 'Notice 2', 'Notice 3']);
    advance(NOTICE_DURATION_MS);
    expect(shown()).toEqual(['Notice 4', 'Notice 5']);
  });

  it('pauses while hovered and resumes with the time it had left', () => {
    const { notify, shown } = renderNotices();
    notify();
    advance(3000);
    const notice = screen.getByText('Notice 1').closest('[data-notice]')!;
    fireEvent.mouseEnter(notice);
    advance(10_000);
    expect(shown()).toEqual(['Notice 1']);
    fireEvent.mouseLeave(notice);
    advance(999);
    expect(shown()).toEqual(['Notice 1']);
    advance(1);
    expect(shown()).toEqual([]);
  });

  it('pauses while focus is inside, and can be dismissed from the keyboard', () => {
    const { notify, shown } = renderNotices();
    notify();
    const dismiss = screen.getByRole('button', { name: 'Dismiss notice' });
    act(() => dismiss.focus());
    advance(NOTICE_DURATION_MS * 3);
    expect(shown()).toEqual(['Notice 1']);
    fireEvent.click(dismiss);
    expect(shown()).toEqual([]);
  });

  it('sits at the bottom right of the screen', () => {
    const { region } = renderNotices();
    const style = getComputedStyle(region());
    expect(style.position).toBe('fixed');
    expect(style.bottom).not.toBe('auto');
    expect(style.right).not.toBe('auto');
  });
});
