import { afterEach, describe, expect, it } from 'vitest';
import { ANCHOR_SCROLL_OFFSET_PX, BAR_CLEARANCE_PX, BAR_HEIGHT_CSS_VAR } from '../app/constants';
import { anchorOffset } from './sectionNavigation';

describe('anchorOffset', () => {
  afterEach(() => document.documentElement.style.removeProperty(BAR_HEIGHT_CSS_VAR));

  it('is the spec’s 80px while the bar is no taller than that', () => {
    expect(anchorOffset()).toBe(ANCHOR_SCROLL_OFFSET_PX);
    document.documentElement.style.setProperty(BAR_HEIGHT_CSS_VAR, '73px');
    expect(anchorOffset()).toBe(ANCHOR_SCROLL_OFFSET_PX);
  });

  it('clears a bar that larger text has made taller', () => {
    document.documentElement.style.setProperty(BAR_HEIGHT_CSS_VAR, '131px');
    expect(anchorOffset()).toBe(131 + BAR_CLEARANCE_PX);
  });
});
