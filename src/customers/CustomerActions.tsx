import Stack from '@mui/material/Stack';
import { RecordContextProvider } from 'react-admin';
import type { CustomerInfo } from '../../dataProvider/customers';
import { customerActions, customerDeclaration, type CustomerActionName } from '../../resources/customers';
import { ActionButton } from '../generators/ActionButton';

/**
 * Some of the customer's declared actions (resources/customers.ts) on one of its tabs, on this
 * customer: each the generated button and dialog, hidden where the role may not.
 */
export const CustomerActions = ({
  customer,
  names,
}: {
  readonly customer: CustomerInfo;
  readonly names: readonly CustomerActionName[];
}) => (
  <RecordContextProvider value={customer}>
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {names.map((name) => (
        <ActionButton
          key={name}
          declaration={customerDeclaration}
          action={customerActions.find((action) => action.name === name)!}
        />
      ))}
    </Stack>
  </RecordContextProvider>
);
