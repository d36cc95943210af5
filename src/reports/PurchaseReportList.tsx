import { useTranslate } from 'react-admin';
import type { PurchaseReportTotals } from '../../contract/reports';
import type { ResourceDeclaration } from '../../resources';
import { ListWithTotals } from '../generators/ListWithTotals';
import { useFormat } from '../kit/useFormat';

/**
 * The purchase report (resources/reports.ts): the generated list of its preset (the `preset` filter:
 * orders to buy, orders bought) with, above it, the totals of the whole filtered set
 * (`SumOrderPurchasedReportTotalServiceFee`: how many orders, their totals and their service fees in
 * dong), read with the list's own filters as react-admin keeps them.
 */
const PurchaseReportList = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const translate = useTranslate();
  const format = useFormat();
  const figure = (key: string, value: string) => ({
    key,
    label: translate(`kago.reports.totals.${key}`),
    value,
  });
  return (
    <ListWithTotals<PurchaseReportTotals>
      declaration={declaration}
      read="SumOrderPurchasedReportTotalServiceFee"
      figures={(totals) => [
        figure('orders', format.number(totals.count)),
        figure('totalVnd', format.money(totals.totalVnd, 'VND')),
        figure('serviceFee', format.money(totals.serviceFee, 'VND')),
      ]}
    />
  );
};

export default PurchaseReportList;
