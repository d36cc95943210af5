import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface FigureCardProps {
  label: string;
  value: string;
  /** A second, smaller line under the value (how many moves an amount sums, for instance). */
  detail?: string;
  /** The list that counts the figure; without one (a list the user may not read) no link. */
  to?: string;
  /** The card whose list is the one shown: marked for the eye and for assistive technology. */
  current?: boolean;
}

/** The value's width in average glyphs (at least four, so a short count is not oversized). */
const glyphsOf = (value: string) => (Math.max(value.length, 4) * 0.62).toFixed(2);

/** One figure: what it counts, how many, and (as a whole-card link) the list it counts. */
export const FigureCard = ({ label, value, detail, to, current }: FigureCardProps) => {
  const content = (
    // The value is as large as a heading while it fits the card's width, smaller only when it is
    // long (an amount in dong), never wrapped: the size follows its length (an average glyph is
    // about 0.62 em wide), not only the card's width, so a count of three digits reads as a figure.
    <CardContent sx={{ containerType: 'inline-size' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="h4"
        component="p"
        sx={{ whiteSpace: 'nowrap', fontSize: `min(2.125rem, calc(100cqi / ${glyphsOf(value)}))` }}
      >
        {value}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', ...(current ? { borderColor: 'primary.main', borderWidth: 2 } : {}) }}
    >
      {to ? (
        <CardActionArea
          component={RouterLink}
          to={to}
          aria-current={current ? 'true' : undefined}
          sx={{ height: '100%' }}
        >
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
};

/** Cards in as many columns as the width allows: one on a phone, up to eight on a wide screen. */
export const FigureGrid = ({ children }: { children: ReactNode }) => (
  <Box
    component="ul"
    sx={{
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
      gap: 1.5,
      p: 0,
      m: 0,
      listStyle: 'none',
    }}
  >
    {children}
  </Box>
);
