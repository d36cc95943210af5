import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import StarIcon from '@mui/icons-material/Star';
import Button from '@mui/material/Button';
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
import { Confirm, useTranslate } from 'react-admin';
import type { CustomerAddress, CustomerAddressInput, CustomerInfo } from '../../dataProvider/customers';
import { AddressInputs } from './AddressInputs';
import { customerFieldLabel as label } from './labels';
import { QueryState } from '../kit/QueryState';
import { useCustomerWork } from './useCustomerCalls';
import { useCustomerLookup } from './useCustomerLookups';
import { useCustomerQuery } from './useCustomerQuery';
import { useDialogWorkflow } from './useDialogWorkflow';
import { WorkflowDialog } from './WorkflowDialog';

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
  const countries = useCustomerLookup('getCustomerCountries');
  const addresses = useCustomerQuery(['addresses', customer.id], () =>
    calls.getCustomerAddresses(customer.id),
  );
  const workflow = useDialogWorkflow<Partial<CustomerAddress>>();
  const [deleting, setDeleting] = useState<CustomerAddress | null>(null);

  const openCreate = () =>
    void workflow.open(async () => {
      const home = (countries.data ?? []).find((country) => country.code === customer.countryCode);
      return { customerId: customer.id, countryId: home?.id, isDefault: false };
    });
  const openEdit = (addressId: number) =>
    void workflow.open(async () => (await calls.getCustomerAddress(addressId)).data);

  const save = (values: Record<string, unknown>, data: Partial<CustomerAddress>) => {
    const input = addressInput({ ...data, ...values, customerId: customer.id });
    return workflow.submit(
      () =>
        input.addressId
          ? calls.updateCustomerAddress({ ...input, addressId: input.addressId })
          : calls.createCustomerAddress(input),
      () => done('kago.customers.notify.addressSaved'),
    );
  };

  const makeDefault = async (address: CustomerAddress) => {
    try {
      await calls.updateCustomerAddress({
        ...addressInput(address),
        addressId: address.addressId,
        isDefault: true,
      });
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
      await calls.deleteCustomerAddress(address.addressId);
      done('kago.customers.notify.addressDeleted');
    } catch (error) {
      failed(error);
    }
  };

  return (
    <>
      {canWrite && (
        <Button startIcon={<AddIcon />} onClick={openCreate} sx={{ mb: 1 }}>
          {translate('kago.customers.address.add')}
        </Button>
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
                            <IconButton
                              aria-label={`${translate('kago.customers.address.edit')}: ${address.name}`}
                              onClick={() => openEdit(address.addressId)}
                            >
                              <EditIcon fontSize="small" />
                            </IconButton>
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
      <WorkflowDialog
        workflow={workflow}
        title={translate(
          workflow.state.data?.addressId
            ? 'kago.customers.address.editTitle'
            : 'kago.customers.address.createTitle',
        )}
        onSubmit={save}
        maxWidth="sm"
      >
        {() => <AddressInputs />}
      </WorkflowDialog>
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
