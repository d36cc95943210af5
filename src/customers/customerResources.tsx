import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import { customerListResources } from '../../dataProvider/customers';
import { findShell } from '../../contract/declarationShells';
import { iconFor } from '../icons';
import { LazyBoundary } from '../shell/LazyBoundary';

const CustomerList = lazy(() => import('./CustomerList'));
const CustomerShow = lazy(() => import('./CustomerShow'));
const AccessHistoryList = lazy(() => import('./AccessHistoryList'));

const page = (Page: typeof CustomerList) => (
  <LazyBoundary onlyChunkErrors>
    <Page />
  </LazyBoundary>
);

/**
 * The customer screens as react-admin resources (their menu rows are in contract/builtRoutes.ts):
 * the list (create and edit are dialogs over it) with its detail at `/customer-information/:id/show`,
 * and everyone's access history. Each page is its own lazy chunk.
 */
export const customerResources: readonly ResourceProps[] = [
  {
    name: customerListResources.customers,
    icon: iconFor('SupportAgent'),
    options: { label: 'kago.customers.listLabel' },
    recordRepresentation: findShell(customerListResources.customers)?.ui?.recordRepresentation,
    list: page(CustomerList),
    show: page(CustomerShow),
  },
  {
    name: customerListResources.accessHistory,
    icon: iconFor('Schedule'),
    options: { label: 'kago.customers.accessHistoryLabel' },
    list: page(AccessHistoryList),
  },
];
