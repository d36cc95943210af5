import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Customer, CustomerInput } from '../../dataProvider/customers';
import { customerDeclaration } from '../../resources/customers';
import { CustomerInputs } from './CustomerInputs';
import { customerSaveValues } from './customerFormFields';
import { useCustomerWork } from './useCustomerCalls';
import { useDialogWorkflow } from './useDialogWorkflow';
import { WorkflowDialog } from './WorkflowDialog';

interface CustomerDialogControls {
  openCreate: () => void;
  openEdit: (id: number) => void;
}

const CustomerDialogContext = createContext<CustomerDialogControls | null>(null);

/** Opens the create or edit dialog of the page's CustomerDialogProvider. */
export const useCustomerDialog = () => {
  const controls = useContext(CustomerDialogContext);
  if (!controls) throw new Error('useCustomerDialog needs a CustomerDialogProvider');
  return controls;
};

type Mode = 'create' | 'edit';

const { name: resource } = customerDeclaration;

/**
 * The create and edit dialogs over the customer list (seed section 4), on the generic provider's
 * standard calls: `GET create` or `GET edit?id=` first, then the form; a save closes the dialog and reloads the grid; a refused save stays open
 * with what was typed, the server's errors on their fields and listed above the form.
 */
export const CustomerDialogProvider = ({ children }: { children: ReactNode }) => {
  const { calls, done } = useCustomerWork();
  const translate = useTranslate();
  const workflow = useDialogWorkflow<CustomerInput>();
  const [mode, setMode] = useState<Mode>('create');
  const { open, submit } = workflow;

  const controls = useMemo<CustomerDialogControls>(
    () => ({
      openCreate: () => {
        setMode('create');
        void open(async () => (await calls.getCreateDefaults(resource)).data as CustomerInput);
      },
      openEdit: (id) => {
        setMode('edit');
        void open(async () => (await calls.getOne<Customer>(resource, { id })).data);
      },
    }),
    [calls, open],
  );

  const save = (values: Record<string, unknown>, data: CustomerInput) => {
    const record = customerSaveValues(values) as CustomerInput;
    return submit(
      () =>
        mode === 'create'
          ? calls.create<Customer>(resource, { data: record })
          : calls.update<Customer>(resource, {
              id: Number(data.id),
              data: { ...record, version: data.version },
              previousData: data,
            }),
      ({ data: saved }: { data: Customer }) =>
        done('kago.customers.notify.saved', { code: saved.customerCode }),
    );
  };

  const data = workflow.state.data;
  const title =
    mode === 'create'
      ? translate('kago.customers.list.createTitle')
      : translate('kago.customers.list.editTitle', { code: data?.customerCode ?? '' });

  return (
    <CustomerDialogContext.Provider value={controls}>
      {children}
      <WorkflowDialog workflow={workflow} title={title} onSubmit={save}>
        {() => <CustomerInputs />}
      </WorkflowDialog>
    </CustomerDialogContext.Provider>
  );
};
