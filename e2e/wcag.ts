// The WCAG success criteria a test holds (annotation "wcag"): the accessibility report lists the test under them.
import type { TestDetails } from '@playwright/test';

export const wcag = (...criteria: string[]): TestDetails => ({
  annotation: criteria.map((criterion) => ({ type: 'wcag', description: criterion })),
});
