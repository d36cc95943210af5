import { familyLists, orderFamilies, stageOfStatus, type OrderFamily } from '../../../resources/orders/index';
import type { OrderRecord } from './orderRecord';

/**
 * The family whose page should show the order: the one it was opened from while that family still
 * lists it; once a move takes it to another stage (bought, stored...), that stage's family of the
 * same source (the PCS screens keep to PCS), where its next steps are offered.
 */
export const familyOfOrder = (family: OrderFamily, order: OrderRecord): OrderFamily => {
  if (family.kind === 'search' || familyLists(family, order)) return family;
  const stage = stageOfStatus(order.status).key;
  const source = family.source ?? null;
  return (
    orderFamilies.find(
      (candidate) => candidate.kind === 'stage' && candidate.stage === stage && candidate.source === source,
    ) ?? family
  );
};
