// The tokens the build paints with: theme/tokens.ts, or under CRF_BRAND=second the second brand
// (theme/fixtures/second-brand.ts), which CI builds the whole site in to prove a rebrand keeps every check. The brand
// plugins (build/vite/brand-*.ts) read the tokens from here; the app's own modules get the same swap from
// build/vite/second-brand.ts.
import * as secondBrandTokens from '../../theme/fixtures/second-brand.ts';
import * as tokens from '../../theme/tokens.ts';

export const brandTokens = process.env.CRF_BRAND === 'second' ? secondBrandTokens : tokens;
