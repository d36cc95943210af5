import { useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';
import type { TransactionSums } from '../../contract/dashboard';
import { ListWithTotals } from '../generators/ListWithTotals';
import { listWithFilters, type TotalFigure } from '../kit/ListTotals';
import { useFormat } from '../kit/useFormat';

/**
 * The transactions screen (resources/transactions.ts): the generated list of the customers' money
 * moves with, above it, the totals of the whole filtered set (`GetTotalAmount`): what came in, went
 * out and the net, then each type's amount, which opens the list narrowed to that type.
 */
const TransactionList = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const translate = useTranslate();
  const format = useFormat();
  const figures = (data: TransactionSums, filter: Record<string, unknown>): TotalFigure[] => [
    ...(['moneyIn', 'moneyOut', 'net'] as const).map((key) => ({
      key,
      label: translate(`kago.dashboard.money.${key}`),
      value: format.money(data[key], 'VND'),
    })),
    ...data.byType.map(({ type, count, amount }) => ({
      key: type,
      label: `${translate(`kago.customers.transactionTypes.${type}`)} (${translate(
        'kago.dashboard.money.moves',
        {
          smart_count: count,
          count: format.number(count),
        },
      )})`,
      value: format.money(amount, 'VND'),
      to: listWithFilters(declaration.name, { ...filter, type }),
    })),
  ];
  return <ListWithTotals declaration={declaration} read="GetTotalAmount" figures={figures} />;
};

export default TransactionList;
