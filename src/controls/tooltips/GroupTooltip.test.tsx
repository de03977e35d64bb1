import Button from '@mui/material/Button';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_SKIP_WINDOW_MS,
  TOOLTIP_TOUCH_HOLD_MS,
  TOOLTIP_TOUCH_LINGER_MS,
} from '../../app/constants';
import { GroupTooltip } from './GroupTooltip';
import { TooltipGroup } from './TooltipGroup';

function renderTwoTooltips() {
  render(
    <TooltipGroup>
      <GroupTooltip title="First tip">
        <Button>First</Button>
      </GroupTooltip>
      <GroupTooltip title="Second tip" describeChild>
        <Button>Second</Button>
      </GroupTooltip>
    </TooltipGroup>,
  );
  return { first: screen.getByRole('button', { name: 'First tip' }), second: screen.getByText('Second') };
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('tooltip group', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    // MUI keeps module-level timers between tooltips; run them out before the next test.
    advance(5000);
    vi.useRealTimers();
  });

  it(`opens ${TOOLTIP_OPEN_DELAY_MS}ms after hover, not before`, () => {
    const { first } = renderTwoTooltips();
    fireEvent.mouseOver(first);
    advance(TOOLTIP_OPEN_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    advance(1);
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('First tip');
  });

  it('does not restart the delay while the pointer moves over the trigger', () => {
    const { first } = renderTwoTooltips();
    fireEvent.mouseOver(first);
    advance(400);
    fireEvent.mouseOver(first);
    advance(TOOLTIP_OPEN_DELAY_MS - 400);
    expect(screen.getByRole('tooltip', { hidden: true })).toBeInTheDocument();
  });

  it('cancels a pending open when the pointer leaves first', () => {
    const { first } = renderTwoTooltips();
    fireEvent.mouseOver(first);
    advance(300);
    fireEvent.mouseLeave(first);
    advance(TOOLTIP_OPEN_DELAY_MS * 2);
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
  });

  it(`opens the next tooltip at once within ${TOOLTIP_SKIP_WINDOW_MS}ms of the last closing`, () => {
    const { first, second } = renderTwoTooltips();
    fireEvent.mouseOver(first);
    advance(TOOLTIP_OPEN_DELAY_MS);
    fireEvent.mouseLeave(first);
    advance(TOOLTIP_SKIP_WINDOW_MS - 50);
    fireEvent.mouseOver(second);
    advance(0);
    // The first may still be fading out beside it.
    const open = screen.getAllByRole('tooltip', { hidden: true }).map((tooltip) => tooltip.textContent);
    expect(open).toContain('Second tip');
  });

  it(`applies the delay again once ${TOOLTIP_SKIP_WINDOW_MS}ms have passed`, () => {
    const { first, second } = renderTwoTooltips();
    fireEvent.mouseOver(first);
    advance(TOOLTIP_OPEN_DELAY_MS);
    fireEvent.mouseLeave(first);
    advance(TOOLTIP_SKIP_WINDOW_MS + 1);
    fireEvent.mouseOver(second);
    advance(TOOLTIP_OPEN_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    advance(1);
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('Second tip');
  });

  it('opens on keyboard focus and closes with Escape without moving focus', () => {
    const { second } = renderTwoTooltips();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => second.focus());
    advance(TOOLTIP_OPEN_DELAY_MS);
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('Second tip');
    expect(second).toHaveAccessibleDescription('Second tip');
    fireEvent.keyDown(second, { key: 'Escape' });
    advance(500);
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    expect(second).toHaveFocus();
  });

  it('dismissed by Escape with the pointer on it, stays dismissed as it fades, until the pointer is back on its control', () => {
    const { first } = renderTwoTooltips();
    fireEvent.mouseOver(first);
    advance(TOOLTIP_OPEN_DELAY_MS);
    const popup = screen.getByRole('tooltip', { hidden: true });
    fireEvent.mouseLeave(first);
    fireEvent.mouseOver(popup);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    // While it fades out, the pointer resting on it: no reopening.
    fireEvent.mouseOver(popup);
    advance(500);
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    fireEvent.mouseOver(first);
    advance(TOOLTIP_OPEN_DELAY_MS);
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('First tip');
  });

  it(`opens on a touch held ${TOOLTIP_TOUCH_HOLD_MS}ms and closes ${TOOLTIP_TOUCH_LINGER_MS}ms after release`, () => {
    const { first } = renderTwoTooltips();
    fireEvent.touchStart(first);
    advance(TOOLTIP_TOUCH_HOLD_MS - 1);
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    advance(1);
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('First tip');
    fireEvent.touchEnd(first);
    advance(TOOLTIP_TOUCH_LINGER_MS - 1);
    expect(screen.getByRole('tooltip', { hidden: true })).toBeInTheDocument();
    advance(1);
    // Closed at the linger's end, then faded out.
    advance(500);
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
  });

  it('shows nothing for a tap', () => {
    const { first } = renderTwoTooltips();
    fireEvent.touchStart(first);
    advance(100);
    fireEvent.touchEnd(first);
    fireEvent.mouseOver(first);
    advance(TOOLTIP_TOUCH_HOLD_MS + TOOLTIP_OPEN_DELAY_MS);
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
  });

  it('names an icon-only trigger with its title when describeChild is off', () => {
    const { first } = renderTwoTooltips();
    expect(first).toHaveAccessibleName('First tip');
  });
});

describe('what a screen reader gets from a tooltip', () => {
  afterEach(() => {
    act(() => {
      vi.runOnlyPendingTimers();
    });
    vi.useRealTimers();
  });

  it('describes its control from the moment it takes focus, not once the tooltip opens', () => {
    vi.useFakeTimers();
    const { second } = renderTwoTooltips();
    expect(second).toHaveAccessibleDescription('Second tip');
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => second.focus());
    // Before the open delay has run: the description is already there, with no native title beside it.
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    expect(second).toHaveAccessibleDescription('Second tip');
    expect(second).not.toHaveAttribute('title');
    advance(TOOLTIP_OPEN_DELAY_MS);
    expect(second).toHaveAccessibleDescription('Second tip');
  });

  it('keeps the open tooltip out of the reading flow: its text is already the name or description', () => {
    vi.useFakeTimers();
    const { first } = renderTwoTooltips();
    fireEvent.mouseOver(first);
    advance(TOOLTIP_OPEN_DELAY_MS);
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('First tip');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(first).toHaveAccessibleName('First tip');
  });
});
