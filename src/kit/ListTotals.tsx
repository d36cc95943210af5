import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
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
      <Stack direction="row" spacing={4} useFlexGap flexWrap="wrap" role="list">
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
            <Typography variant="h6" component="p" sx={{ whiteSpace: 'nowrap' }}>
              {value}
            </Typography>
          </div>
        ))}
      </Stack>
    </CardContent>
  </Card>
);
