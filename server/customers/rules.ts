import { customerActions, customerAddressDeclaration, customerDeclaration } from '../../resources/customers';
import { rulesFor, type RulesTable } from '../resources/rules';
import { accessHistoryHandlers } from './accessHistory';
import { addressRules } from './addresses';
import { customerOperations, customerReadHandlers, infoOf } from './customerCalls';
import { financeHandlers } from './finance';
import { geographyHandlers } from './geography';
import { levelHandlers } from './levels';
import { notificationHandlers } from './notifications';
import { customerTable } from './records';
import { supportHandlers } from './support';
import { switchHandlers } from './switches';

/**
 * What the customer area does beyond its declarations (resources/customers.ts), which server/app.ts
 * hands to the one registrar (server/resources/routes.ts) with them: the customer's standard calls
 * that move its fees, histories and money, the handler of every call of its action table (levels,
 * support, bidding and transaction switches, finance, geography, sign-ins, notifications), and its
 * addresses' calls. A call declared without a handler does not compile (`rulesFor`).
 */
export const customerRules: RulesTable = {
  [customerDeclaration.name]: rulesFor(customerActions, {
    table: customerTable,
    record: (repository, row) => infoOf(repository.db, row.id as number),
    operations: customerOperations,
    actions: {
      ...customerReadHandlers,
      ...geographyHandlers,
      ...levelHandlers,
      ...supportHandlers,
      ...financeHandlers,
      ...switchHandlers,
      ...accessHistoryHandlers,
      ...notificationHandlers,
    },
  }),
  [customerAddressDeclaration.name]: addressRules,
};
