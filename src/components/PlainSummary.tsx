// A plain-language summary of a section or an article: what it says in short sentences and common words, for a
// reader who finds the text below hard going (WCAG 3.1.5, technique G86). The words are the content's.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ui } from '../content/ui';
import { abbreviated } from './abbreviated';

export function PlainSummary({ children }: { children: string }) {
  return (
    <Box
      sx={(theme) => ({
        borderInlineStart: `4px solid ${theme.vars.palette.secondary.main}`,
        pl: 2,
        py: 0.5,
        mb: 4,
        maxWidth: '65ch',
      })}
    >
      <Typography variant="body1">
        <strong>{ui.plainSummaryLead}</strong>
        {abbreviated(children)}
      </Typography>
    </Box>
  );
}
