// A small label: a member's specialty, an article's type. Text, not a control (theme/components/dataDisplay.ts).
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { tagStyles } from '../../theme/components/dataDisplay';

export function Tag({ badge, children }: { badge?: string; children: ReactNode }) {
  return (
    <Box component="span" data-badge={badge} sx={tagStyles}>
      {children}
    </Box>
  );
}
