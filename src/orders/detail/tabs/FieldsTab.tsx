import type { FieldDeclaration } from '../../../../resources/types';
import { FieldList } from '../FieldList';
import { customerFields, deliveryFields } from './columns';
import type { OrderTabProps } from './tabProps';

const fieldsTab =
  (fields: readonly FieldDeclaration[]) =>
  ({ order }: OrderTabProps) => <FieldList record={order} fields={fields} />;

export const CustomerTab = fieldsTab(customerFields);
export const DeliveryTab = fieldsTab(deliveryFields);
