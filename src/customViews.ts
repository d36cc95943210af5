import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ResourceDeclaration } from '../resources';

/** What every generated or custom view receives. */
export interface ViewProps {
  declaration: ResourceDeclaration;
}

export type LazyView = LazyExoticComponent<ComponentType<ViewProps>>;

/**
 * Custom components a declaration's `ui.views` may name instead of a generated view, each lazily
 * loaded: `{ OrderDetail: lazy(() => import('./orders/OrderDetail')) }`.
 */
export const customViews: Readonly<Record<string, LazyView>> = {
  orderPackageShow: lazy(() => import('./packages/OrderPackageShow')),
  trackingShow: lazy(() => import('./packages/TrackingShow')),
  reportOrder: lazy(() => import('./reports/ReportOrder')),
  eventLogShow: lazy(() => import('./eventLog/EventLogShow')),
  releaseNoteShow: lazy(() => import('./packages/ReleaseNoteShow')),
  purchaseReport: lazy(() => import('./reports/PurchaseReportList')),
  transactionList: lazy(() => import('./money/TransactionList')),
  orderStatistics: lazy(() => import('./reports/OrderStatistics')),
  paymentReport: lazy(() => import('./money/PaymentReport')),
  trackedBidList: lazy(() => import('./bidTracking/TrackedBidList')),
  orderPackageList: lazy(() => import('./packages/OrderPackageList')),
  shippingOrderShow: lazy(() => import('./operations/ShippingOrderShow')),
  chargesGroupShow: lazy(() => import('./operations/ChargesGroupShow')),
};
