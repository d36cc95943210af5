import { useMemo } from 'react';
import {
  ArrayInput,
  BooleanInput,
  FileField,
  FileInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import {
  orderInputKind,
  type OrderActionName,
  type OrderFamily,
  type OrderStatus,
} from '../../../../resources/orders/index';
import type { FieldDeclaration } from '../../../../resources/types';
import type { OrderRecord } from '../orderRecord';
import { useFormatValue } from '../OrderValue';
import { useOrderRead } from '../useOrderRead';
import { inputValidators, isBoundedByCurrent } from './actionValidation';
import { offeredStatuses } from './availableActions';

interface ActionInputProps {
  input: FieldDeclaration;
  family: OrderFamily;
  /** The order the dialog is about; none in a list's bulk dialog (nothing then bounds an input). */
  order?: OrderRecord;
  /** The statuses a status move offers; by default those the order's own status may move to. */
  statuses?: readonly OrderStatus[];
}

const fieldLabel = (name: string) => `kago.orders.fields.${name}`;

/** A choice whose options a read of the family answers (suppliers, offices, bid accounts). */
const OptionsSelect = ({
  input,
  family,
  validate,
}: {
  input: FieldDeclaration & { optionsFrom: NonNullable<FieldDeclaration['optionsFrom']> };
  family: OrderFamily;
  validate: ReturnType<typeof inputValidators>;
}) => {
  const options = useOrderRead<Record<string, unknown>[]>(family, input.optionsFrom.read as OrderActionName);
  return (
    <SelectInput
      source={input.source}
      label={fieldLabel(input.source)}
      choices={options.data ?? []}
      optionValue={input.optionsFrom.value ?? 'id'}
      optionText={input.optionsFrom.label ?? 'name'}
      translateChoice={false}
      isPending={options.isPending && !options.isError}
      validate={validate}
      fullWidth
    />
  );
};

/** Name -> value pairs of one product line (the map is edited as a list of pairs). */
const AttributesInput = ({ input, label }: { input: FieldDeclaration; label: string }) => {
  const translate = useTranslate();
  const nameLabel = translate('kago.orderDetail.attributeName');
  const validateName = useMemo(
    () => inputValidators({ source: 'name', type: 'text', required: true, maxLength: 100 }, {}, nameLabel),
    [nameLabel],
  );
  const validateValue = useMemo(
    () => inputValidators({ source: 'value', type: 'text', maxLength: input.maxLength }, {}, label),
    [input.maxLength, label],
  );
  return (
    <ArrayInput source={input.source} label={fieldLabel(input.source)}>
      <SimpleFormIterator inline disableReordering>
        <TextInput source="name" label="kago.orderDetail.attributeName" validate={validateName} />
        <TextInput source="value" label="kago.orderDetail.attributeValue" validate={validateValue} />
      </SimpleFormIterator>
    </ArrayInput>
  );
};

/**
 * One input of an action's dialog, by its kind (resources/orders/orderActions.ts): labelled
 * `kago.orders.fields.<source>`, checked as the server checks it, and, when the order's current
 * value bounds it, showing that value beside it.
 */
export const ActionInput = ({ input, family, order, statuses }: ActionInputProps) => {
  const translate = useTranslate();
  const format = useFormatValue();
  const label = translate(fieldLabel(input.source));
  const validate = useMemo(() => inputValidators(input, order ?? {}, label), [input, order, label]);
  const current =
    order && isBoundedByCurrent(input)
      ? translate('kago.orderDetail.currentValue', {
          value: format(input.source, order[input.source], 'money') || '—',
        })
      : undefined;
  const common = { source: input.source, label: fieldLabel(input.source), validate, fullWidth: true };

  switch (orderInputKind(input)) {
    case 'money':
      return <NumberInput {...common} step={0.01} helperText={current} />;
    case 'integer':
      return <NumberInput {...common} step={1} helperText={current} />;
    case 'text':
      return <TextInput {...common} />;
    case 'longText':
      return <TextInput {...common} multiline minRows={3} />;
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'boolean':
      return <BooleanInput source={input.source} label={fieldLabel(input.source)} />;
    case 'status':
      return (
        <SelectInput
          {...common}
          choices={(statuses ?? (order ? offeredStatuses(order.status) : [])).map((status) => ({
            id: status,
            name: `kago.orders.statuses.${status}`,
          }))}
        />
      );
    case 'choice':
      if (input.optionsFrom)
        return (
          <OptionsSelect
            input={{ ...input, optionsFrom: input.optionsFrom }}
            family={family}
            validate={validate}
          />
        );
      return (
        <SelectInput
          {...common}
          choices={(input.choices ?? []).map((value) => ({
            id: value,
            name: `kago.orders.choices.${input.source}.${value}`,
          }))}
        />
      );
    case 'attributes':
      return <AttributesInput input={input} label={label} />;
    case 'files':
      return (
        <FileInput source={input.source} label={fieldLabel(input.source)} multiple validate={validate}>
          <FileField source="src" title="title" />
        </FileInput>
      );
  }
};
