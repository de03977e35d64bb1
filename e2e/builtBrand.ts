// The token set dist/ was built with: theme/tokens.ts, or the second brand under CRF_BRAND=second
// (build/vite/second-brand.ts swaps it in the same way), and the other one, for the suites that compare the build
// with both.
import * as secondBrand from '../theme/fixtures/second-brand';
import * as tokens from '../theme/tokens';

export type Brand = typeof tokens | typeof secondBrand;

export const builtBrand: Brand = process.env.CRF_BRAND === 'second' ? secondBrand : tokens;
export const otherBrand: Brand = builtBrand === secondBrand ? tokens : secondBrand;
