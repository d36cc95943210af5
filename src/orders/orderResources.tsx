import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import { orderFamilyLabelKey } from '../../resources/builtRoutes';
import { orderFamilies } from '../../resources/orders/index';
import { LazyBoundary } from '../shell/LazyBoundary';

// One chunk for every order list, one for the detail: loaded the first time an order screen opens.
const OrderList = lazy(() => import('./OrderList'));
const OrderDetail = lazy(() => import('./detail/OrderDetail'));

const list = (
  <LazyBoundary onlyChunkErrors>
    <OrderList />
  </LazyBoundary>
);

const show = (
  <LazyBoundary onlyChunkErrors>
    <OrderDetail />
  </LazyBoundary>
);

/**
 * Every order screen of resources/orders/families.ts as a react-admin resource at `/<route>`: the
 * family's list, and an order's detail at `/<route>/:id/show`. The views read the family from the
 * resource name, so one list and one detail serve all 60 screens.
 */
export const orderResources: readonly ResourceProps[] = orderFamilies.map((family) => ({
  name: family.route,
  list,
  show,
  recordRepresentation: 'code',
  options: { label: orderFamilyLabelKey(family.route) },
}));
