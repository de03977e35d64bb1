// Renders an article's text as React elements; headings sit one level below the article's title.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { abbreviated } from './abbreviated';
import { parseArticle } from './articleBody';

interface ArticleBodyProps {
  content: string;
  /** The level of the article's own title; section headings get the next level. */
  titleLevel: 1 | 2 | 3 | 4 | 5;
}

export function ArticleBody({ content, titleLevel }: ArticleBodyProps) {
  const headingTag = `h${titleLevel + 1}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  return (
    <Box
      className="article-body"
      sx={(theme) => ({
        maxWidth: '68ch',
        overflowWrap: 'anywhere',
        // Blocks 2 spacing units apart, a list with its own margin besides; a paragraph after a paragraph takes the
        // theme's paragraph spacing instead (theme/components/baseline.ts), which margins in block flow let it do.
        '& > * + *': { mt: 2 },
        '& > ul': { marginBlock: `calc(1em + ${theme.spacing(2)})` },
      })}
    >
      {parseArticle(content).map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return (
              <Typography key={index} variant="h4" component={headingTag} sx={{ pt: 2 }}>
                {block.text}
              </Typography>
            );
          case 'list':
            return (
              <Box key={index} component="ul" sx={{ pl: 3, '& li + li': { mt: 1 } }}>
                {block.items.map((item, itemIndex) => (
                  <Typography key={itemIndex} component="li" variant="body1">
                    {abbreviated(item)}
                  </Typography>
                ))}
              </Box>
            );
          case 'paragraph':
            return (
              <Typography key={index} variant="body1">
                {abbreviated(block.text)}
              </Typography>
            );
        }
      })}
    </Box>
  );
}
