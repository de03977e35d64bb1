import { describe, expect, it } from 'vitest';
import { listed } from './listed';

describe('listed', () => {
  it('joins items as a sentence does', () => {
    expect(listed([])).toBe('');
    expect(listed(['a'])).toBe('a');
    expect(listed(['a', 'b'])).toBe('a and b');
    expect(listed(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
