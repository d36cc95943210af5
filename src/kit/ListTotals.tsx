import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useStore } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** Filter values as a list's calls take them: emptied ones are no filter, `q` is the keyword. */
export const sentFilters = (filter: Record<string, unknown> = {}) =>
  Object.fromEntries(
    Object.entries(filter)
      .filter(([, value]) => value !== '' && value !== null && value !== undefined)
      .map(([name, value]) => [name === 'q' ? 'keyword' : name, value]),
  );

/** A list's filters as react-admin keeps them, as its calls take them (`sentFilters`). */
export const useListFilters = (resource: string) => {
  const [params] = useStore<{ filter?: Record<string, unknown> }>(`${resource}.listParams`, {});
  return { filter: params.filter ?? {}, sent: sentFilters(params.filter) };
};

/** The address of a list with these filters (react-admin reads `filter` from the address). */
export const listWithFilters = (resource: string, filter: Record<string, unknown>) =>
  `/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;

export interface TotalFigure {
  key: string;
  label: string;
  value: string;
  /** The list this figure counts, where it is a narrower one than the list shown. */
  to?: string;
}

/**
 * The totals of a list's whole filtered set, above its rows (the purchase report's, the
 * transactions'): each figure with what it counts, and a link to the rows it counts where it has one.
 */
export const TotalsCard = ({ label, figures }: { label: string; figures: readonly TotalFigure[] }) => (
  <Card variant="outlined" component="section" aria-label={label}>
    <CardContent>
      {/* Two figures a row on a phone, smaller: one a row took the whole first screen (the transactions'
          nine), and the rows began below it. */}
      <Box
        role="list"
        sx={{
          display: { xs: 'grid', sm: 'flex' },
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          flexWrap: 'wrap',
          columnGap: { xs: 2, sm: 4 },
          rowGap: { xs: 1.5, sm: 4 },
        }}
      >
        {figures.map(({ key, label: figureLabel, value, to }) => (
          <div key={key} role="listitem">
            <Typography variant="body2" color="text.secondary">
              {to ? (
                <Link component={RouterLink} to={to}>
                  {figureLabel}
                </Link>
              ) : (
                figureLabel
              )}
            </Typography>
            <Typography
              variant="h6"
              component="p"
              sx={{ whiteSpace: 'nowrap', fontSize: { xs: '1rem', sm: '1.25rem' } }}
            >
              {value}
            </Typography>
          </div>
        ))}
      </Box>
    </CardContent>
  </Card>
);
