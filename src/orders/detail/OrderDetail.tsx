import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, type ReactNode } from 'react';
import { Loading, Title, useResourceContext, useTranslate } from 'react-admin';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { findOrderFamilyByRoute, type OrderFamily } from '../../../resources/orders/index';
import { useStillHere } from '../../kit/useStillHere';
import { LoadingFailed } from '../../shell/LoadingFailed';
import { AddTrackingButton } from '../AddTrackingButton';
import { OrderCurrencyContext, orderCurrency } from '../orderCurrency';
import { OrderActionBar } from './actions/OrderActionBar';
import { useOrderWrites } from './actions/useOrderWrites';
import { detailTabs } from './detailTabs';
import { familyOfOrder } from './familyOfOrder';
import { OrderHeader } from './OrderHeader';
import { OrderTrailNav } from './OrderTrailNav';
import type { OrderRecord } from './orderRecord';
import { readOfAnotherFamily, useOrderRead, useRefreshOrder } from './useOrderRead';

const tabParam = 'tab';

/** The tab the URL names (`?tab=`), the first one otherwise. */
const useCurrentTab = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const named = searchParams.get(tabParam);
  const current = detailTabs.some((tab) => tab.key === named) ? named! : detailTabs[0].key;
  const select = useCallback(
    (key: string) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(tabParam, key);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [current, select] as const;
};

/**
 * The order's actions, at the foot of the page and held at the window's bottom edge while the page
 * scrolls: on a long tab or a phone they stay in reach (the app bar, which hides and comes back on
 * scroll, would cover a bar held at the top). Hidden when no action is offered.
 */
const StickyActions = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box
    role="toolbar"
    aria-label={label}
    sx={{
      position: 'sticky',
      bottom: 0,
      zIndex: 2,
      display: 'flex',
      flexWrap: 'wrap',
      gap: 1,
      justifyContent: 'flex-end',
      mt: 2,
      mx: -2,
      px: 2,
      py: 1,
      bgcolor: 'background.paper',
      borderTop: 1,
      borderColor: 'divider',
      '&:empty': { display: 'none' },
    }}
  >
    {children}
  </Box>
);

const OrderPage = ({
  family,
  order,
  onReload,
}: {
  family: OrderFamily;
  order: OrderRecord;
  onReload: () => Promise<unknown>;
}) => {
  const translate = useTranslate();
  const idPrefix = useId();
  const [current, select] = useCurrentTab();
  const writes = useOrderWrites(family, order);
  const active = detailTabs.find((tab) => tab.key === current)!;
  const ActiveTab = active.component;
  const tabId = (key: string) => `${idPrefix}-tab-${key}`;
  const panelId = (key: string) => `${idPrefix}-panel-${key}`;
  // A card clips what overflows it, which would keep the action bar from sticking to the window.
  return (
    <OrderCurrencyContext.Provider value={orderCurrency(order.source)}>
      <Card sx={{ mt: 1, overflow: 'visible' }}>
        <Title title={translate('kago.orderDetail.title', { code: order.code })} />
        <CardContent>
          <OrderTrailNav orderId={order.id} />
          <OrderHeader order={order} />
          <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Tabs
              value={current}
              onChange={(_event, key: string) => select(key)}
              variant="scrollable"
              scrollButtons="auto"
              allowScrollButtonsMobile
              aria-label={translate('kago.orderDetail.tabsLabel')}
            >
              {detailTabs.map(({ key }) => (
                <Tab
                  key={key}
                  value={key}
                  id={tabId(key)}
                  aria-controls={panelId(key)}
                  label={translate(`kago.orderDetail.tabs.${key}`)}
                />
              ))}
            </Tabs>
          </Box>
          <Box role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)} sx={{ pt: 2 }}>
            <ActiveTab family={family} order={order} writes={writes} onReload={onReload} />
          </Box>
          <StickyActions label={translate('kago.orderDetail.actionsLabel')}>
            <AddTrackingButton order={order} onAdded={onReload} shortcut />
            <OrderActionBar family={family} order={order} writes={writes} onReload={onReload} />
          </StickyActions>
        </CardContent>
      </Card>
    </OrderCurrencyContext.Provider>
  );
};

/**
 * The detail page of one order (`/<family route>/<id>/show`): its header and actions, and the 14
 * tabs of the seed. The family comes from the route's resource, so the page calls that family's
 * paths and offers what that family allows.
 */
const OrderDetail = () => {
  const translate = useTranslate();
  const route = useResourceContext() ?? '';
  const family = findOrderFamilyByRoute(route);
  if (!family) throw new Error(`No order family has the route ${route}`);
  const { id = '' } = useParams<{ id: string }>();
  const queryClient = useQueryClient();
  // After a move the page opens here with the order the previous stage's page showed, not a
  // spinner: its keys (`]` to the next order) work from the first frame.
  const order = useOrderRead<OrderRecord>(
    family,
    'getorder',
    { id },
    { orderId: id, placeholderData: () => readOfAnotherFamily(queryClient, id, 'getorder') },
  );
  const refresh = useRefreshOrder(id);
  const navigate = useNavigate();
  const { search } = useLocation();
  const stillHere = useStillHere();
  // Decided on this family's own answer, not on the order shown meanwhile.
  const home = order.data && !order.isPlaceholderData ? familyOfOrder(family, order.data) : family;
  // Once a move takes the order out of this family's list, its page follows it to the family that
  // lists it now (same tab), where its next steps are offered; unless the user has moved on meanwhile.
  useEffect(() => {
    if (home !== family && stillHere()) navigate(`/${home.route}/${id}/show${search}`, { replace: true });
  }, [home, family, id, search, navigate, stillHere]);
  if (order.isPending && !order.isError) return <Loading />;
  if (order.isError || !order.data)
    return (
      <LoadingFailed
        message={translate('kago.pages.loadingFailed')}
        reloadLabel={translate('kago.pages.reload')}
      />
    );
  return <OrderPage family={family} order={order.data} onReload={refresh} />;
};

export default OrderDetail;
