import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { lazy } from 'react';
import { ResourceContextProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ResourceDeclaration } from '../../resources';
import { useListTrail, type ListTrail } from '../kit/listTrail';
import { resourceLabelKey } from '../../resources';
import { LazyBoundary } from '../shell/LazyBoundary';

const OrderDetail = lazy(() => import('../orders/detail/OrderDetail'));

/** The order list every order belongs to: its detail offers every step the order's stage allows. */
const everyOrder = 'search-orders';

/** The report's list at the page, sort and filters the user left it at (react-admin's list address). */
const listAddress = (trail: ListTrail) =>
  `/${trail.resource}?${new URLSearchParams({
    filter: JSON.stringify(trail.filter),
    order: trail.sort.order,
    page: String(trail.page),
    perPage: String(trail.perPage),
    sort: trail.sort.field,
  }).toString()}`;

/**
 * An order opened from a report (resources/reports.ts `ui.views.show`): the order's own detail
 * (src/orders/detail), where the user acts on it, under the report's address, so that Previous/Next
 * walk the report's rows (src/kit/listTrail.ts) and "Back" returns to the report where they left it;
 * an order the action took out of the rule is no longer in the report's list when they come back.
 */
const ReportOrder = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const translate = useTranslate();
  const [trail] = useListTrail();
  const back = trail?.resource === declaration.name ? listAddress(trail) : `/${declaration.name}`;
  return (
    <>
      <Button
        component={Link}
        to={back}
        startIcon={<ArrowBackIcon />}
        sx={{ mt: 1, alignSelf: 'flex-start' }}
      >
        {translate('kago.reports.backToReport', {
          report: translate(resourceLabelKey(declaration.name), { smart_count: 1 }),
        })}
      </Button>
      <ResourceContextProvider value={everyOrder}>
        <LazyBoundary onlyChunkErrors>
          <OrderDetail />
        </LazyBoundary>
      </ResourceContextProvider>
    </>
  );
};

export default ReportOrder;
