import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import { orderFamilyLabelKey } from '../../contract/builtRoutes';
import { orderFamilies } from '../../resources/orders/index';
import { LazyBoundary } from '../shell/LazyBoundary';

// One chunk for every order list, one for the detail: loaded the first time an order screen opens.
const OrderList = lazy(() => import('./OrderList'));
const OrderDetail = lazy(() => import('./detail/OrderDetail'));
const OrderLookup = lazy(() => import('./OrderLookup'));

const list = (
  <LazyBoundary onlyChunkErrors>
    <OrderList />
  </LazyBoundary>
);

/** `search-order` finds one order by its code; `search-orders` is the list of every order. */
const lookup = (
  <LazyBoundary onlyChunkErrors>
    <OrderLookup />
  </LazyBoundary>
);

const show = (
  <LazyBoundary onlyChunkErrors>
    <OrderDetail />
  </LazyBoundary>
);

/**
 * Every order screen of resources/orders/families.ts as a react-admin resource at `/<route>`: the
 * family's list (the code lookup for `search-order`), and an order's detail at `/<route>/:id/show`.
 * The views read the family from the resource name, so one list and one detail serve all 60 screens.
 */
export const orderResources: readonly ResourceProps[] = orderFamilies.map((family) => ({
  name: family.route,
  list: family.route === 'search-order' ? lookup : list,
  show,
  recordRepresentation: 'code',
  options: { label: orderFamilyLabelKey(family.route) },
}));
