import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import StarIcon from '@mui/icons-material/Star';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useRefresh, useTranslate } from 'react-admin';
import type { CustomerAddress, CustomerAddressInput, CustomerInfo } from '../../dataProvider/customers';
import { customerAddressFields, customerDeclaration } from '../../resources/customers';
import { customerFieldLabel as label } from './labels';
import { InputsDialogButton } from '../kit/InputsDialogButton';
import { QueryState } from '../kit/QueryState';
import { useCustomerWork } from './useCustomerCalls';
import { useCustomerQuery } from './useCustomerQuery';

/** What a write of an address sends: the stored fields, not the names the list joins to them. */
export const addressInput = (values: Partial<CustomerAddress>): CustomerAddressInput => ({
  ...(values.addressId ? { addressId: values.addressId } : {}),
  customerId: Number(values.customerId),
  name: values.name ?? '',
  phone: values.phone ?? '',
  countryId: Number(values.countryId),
  provinceId: Number(values.provinceId),
  districtId: Number(values.districtId),
  wardId: Number(values.wardId),
  address: values.address ?? '',
  postalCode: values.postalCode ?? '',
  note: values.note ?? null,
  isDefault: values.isDefault === true,
});

/** What the address dialog asks for: the declared fields but the customer, whose tab it is. */
const addressInputs = customerAddressFields.filter((field) => field.source !== 'customerId');

const place = (address: CustomerAddress) =>
  [address.address, address.wardName, address.districtName, address.provinceName, address.countryName]
    .filter(Boolean)
    .join(', ');

/**
 * Address tab: the customer's addresses (`GetAddresses`), added (`CreateAddress`) and edited
 * (`UpdateAddress`) in a dialog with the geography cascade, deleted (`DeleteAddress`) after a
 * confirmation, one made the default.
 */
export const AddressTab = ({ customer }: { customer: CustomerInfo }) => {
  const { calls, canWrite, done, failed } = useCustomerWork();
  const translate = useTranslate();
  const refresh = useRefresh();
  /** One of the address tab's declared calls (resources/customers.ts), given its values. */
  const call = <T,>(action: string, inputs: Record<string, unknown>) =>
    calls.callAction<T>(customerDeclaration.name, action, { inputs });
  const addresses = useCustomerQuery(['addresses', customer.id], () =>
    call<CustomerAddress[]>('addresses', { customerId: customer.id }),
  );
  const [deleting, setDeleting] = useState<CustomerAddress | null>(null);

  /** The address dialog (src/kit/InputsDialogButton.tsx): the address asked for first, then saved. */
  const addressDialog = {
    resource: customerDeclaration.name,
    fieldLabels: customerDeclaration.fieldLabels,
    fields: addressInputs,
    submitLabel: 'ra.action.save',
    doneMessage: 'kago.customers.notify.addressSaved',
    onDone: refresh,
  };
  // A new address starts in the customer's own country.
  const newAddress = async () => {
    const countries = await calls.callAction<{ id: number; code: string }[]>(
      customerDeclaration.name,
      'countries',
    );
    const home = countries.data.find((country) => country.code === customer.countryCode);
    return { countryId: home?.id, isDefault: false };
  };
  const save = (values: Record<string, unknown>, start: Record<string, unknown>) => {
    const input = addressInput({ ...start, ...values, customerId: customer.id } as Partial<CustomerAddress>);
    return call(input.addressId ? 'updateAddress' : 'createAddress', { ...input });
  };

  const makeDefault = async (address: CustomerAddress) => {
    try {
      await call('updateAddress', { ...addressInput(address), isDefault: true });
      done('kago.customers.notify.addressSaved');
    } catch (error) {
      failed(error);
    }
  };

  const remove = async () => {
    const address = deleting;
    setDeleting(null);
    if (!address) return;
    try {
      await call('deleteAddress', { addressId: address.addressId });
      done('kago.customers.notify.addressDeleted');
    } catch (error) {
      failed(error);
    }
  };

  return (
    <>
      {canWrite && (
        <InputsDialogButton
          {...addressDialog}
          label="kago.customers.address.add"
          title={{ key: 'kago.customers.address.createTitle' }}
          icon={<AddIcon />}
          load={newAddress}
          submit={save}
        />
      )}
      <QueryState query={addresses}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography variant="body2">{translate('kago.customers.address.empty')}</Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label={translate('kago.customers.tabs.address')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate(label('name'))}</TableCell>
                    <TableCell>{translate(label('phone'))}</TableCell>
                    <TableCell>{translate('kago.customers.address.location')}</TableCell>
                    <TableCell>{translate(label('postalCode'))}</TableCell>
                    <TableCell>{translate(label('note'))}</TableCell>
                    <TableCell>{translate(label('isDefault'))}</TableCell>
                    {canWrite && <TableCell>{translate('ra.action.edit')}</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((address) => (
                    <TableRow key={address.addressId}>
                      <TableCell>{address.name}</TableCell>
                      <TableCell>{address.phone}</TableCell>
                      <TableCell>{place(address)}</TableCell>
                      <TableCell>{address.postalCode}</TableCell>
                      <TableCell>{address.note}</TableCell>
                      <TableCell>
                        {address.isDefault && (
                          <Chip
                            size="small"
                            color="primary"
                            label={translate('kago.customers.address.isDefault')}
                          />
                        )}
                      </TableCell>
                      {canWrite && (
                        <TableCell>
                          <Stack direction="row">
                            {!address.isDefault && (
                              <IconButton
                                aria-label={`${translate('kago.customers.address.setDefault')}: ${address.name}`}
                                onClick={() => void makeDefault(address)}
                              >
                                <StarIcon fontSize="small" />
                              </IconButton>
                            )}
                            <InputsDialogButton
                              {...addressDialog}
                              label="ra.action.edit"
                              ariaLabel={`${translate('kago.customers.address.edit')}: ${address.name}`}
                              title={{ key: 'kago.customers.address.editTitle' }}
                              icon={<EditIcon fontSize="small" />}
                              load={async () => ({
                                ...(await call<CustomerAddress>('address', { addressId: address.addressId }))
                                  .data,
                              })}
                              submit={save}
                            />
                            <IconButton
                              aria-label={`${translate('kago.customers.address.delete')}: ${address.name}`}
                              onClick={() => setDeleting(address)}
                            >
                              <DeleteIcon fontSize="small" />
                            </IconButton>
                          </Stack>
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )
        }
      </QueryState>
      <Confirm
        isOpen={deleting !== null}
        title="kago.customers.address.deleteTitle"
        content={translate('kago.customers.address.deleteConfirm', { name: deleting?.name ?? '' })}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};
