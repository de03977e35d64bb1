// The foundation's mark, drawn inline so it takes the theme's primary colours in either scheme.
import SvgIcon from '@mui/material/SvgIcon';

export function BrandMark() {
  return (
    <SvgIcon
      viewBox="0 0 40 40"
      aria-hidden="true"
      sx={(theme) => ({
        width: 40,
        height: 40,
        color: theme.vars.palette.primary.main,
        '& .brand-mark-lines': { stroke: theme.vars.palette.primary.contrastText },
      })}
    >
      <path d="M20 2.5 34.5 7.5V19c0 9.2-6.1 15.6-14.5 18.5C11.6 34.6 5.5 28.2 5.5 19V7.5Z" fill="currentColor" />
      <g className="brand-mark-lines" fill="none" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d="M20 11.5v17" />
        <path d="M20 12.5c-1.2-1.6-4.6-1.7-5.6.6-2.3.2-3.4 2.6-2.2 4.4-1.6 1.4-1.2 4.1.7 4.9-.4 2.4 1.8 4.3 4.2 3.5 1 1.4 2.2 1.8 2.9 1.6" />
        <path d="M20 12.5c1.2-1.6 4.6-1.7 5.6.6 2.3.2 3.4 2.6 2.2 4.4 1.6 1.4 1.2 4.1-.7 4.9.4 2.4-1.8 4.3-4.2 3.5-1 1.4-2.2 1.8-2.9 1.6" />
        <path d="M15.2 17.6c1.3.2 2.4 1.1 2.6 2.4M24.8 17.6c-1.3.2-2.4 1.1-2.6 2.4" />
      </g>
    </SvgIcon>
  );
}
