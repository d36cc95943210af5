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
import type { OrderFamily, OrderInput } from '../../../../resources/orders/index';
import type { OrderRecord } from '../orderRecord';
import { useFormatValue } from '../OrderValue';
import { useOrderRead } from '../useOrderRead';
import { inputColumn, inputValidators, isBoundedByCurrent } from './actionValidation';
import { offeredStatuses } from './availableActions';

interface ActionInputProps {
  input: OrderInput;
  family: OrderFamily;
  order: OrderRecord;
}

const fieldLabel = (name: string) => `kago.orders.fields.${name}`;

/** A choice whose options a read of the family answers (suppliers, offices, bid accounts). */
const OptionsSelect = ({
  input,
  family,
  validate,
}: {
  input: OrderInput & { optionsFrom: NonNullable<OrderInput['optionsFrom']> };
  family: OrderFamily;
  validate: ReturnType<typeof inputValidators>;
}) => {
  const options = useOrderRead<Record<string, unknown>[]>(family, input.optionsFrom);
  return (
    <SelectInput
      source={input.name}
      label={fieldLabel(input.name)}
      choices={options.data ?? []}
      optionValue={input.optionValue ?? 'id'}
      optionText={input.optionLabel ?? 'name'}
      translateChoice={false}
      isPending={options.isPending && !options.isError}
      validate={validate}
      fullWidth
    />
  );
};

/** Name -> value pairs of one product line (the map is edited as a list of pairs). */
const AttributesInput = ({ input, label }: { input: OrderInput; label: string }) => {
  const translate = useTranslate();
  const nameLabel = translate('kago.orderDetail.attributeName');
  const validateName = useMemo(
    () => inputValidators({ name: 'name', kind: 'text', required: true, maxLength: 100 }, {}, nameLabel),
    [nameLabel],
  );
  const validateValue = useMemo(
    () => inputValidators({ name: 'value', kind: 'text', maxLength: 200 }, {}, label),
    [label],
  );
  return (
    <ArrayInput source={input.name} label={fieldLabel(input.name)}>
      <SimpleFormIterator inline disableReordering>
        <TextInput source="name" label="kago.orderDetail.attributeName" validate={validateName} />
        <TextInput source="value" label="kago.orderDetail.attributeValue" validate={validateValue} />
      </SimpleFormIterator>
    </ArrayInput>
  );
};

/**
 * One input of an action's dialog, by its kind (resources/orders/writeForms.ts): labelled
 * `kago.orders.fields.<name>`, checked as the server checks it, and, when the order's current
 * value bounds it, showing that value beside it.
 */
export const ActionInput = ({ input, family, order }: ActionInputProps) => {
  const translate = useTranslate();
  const format = useFormatValue();
  const label = translate(fieldLabel(input.name));
  const validate = useMemo(() => inputValidators(input, order, label), [input, order, label]);
  const current = isBoundedByCurrent(input)
    ? translate('kago.orderDetail.currentValue', {
        value: format(input.name, order[inputColumn(input)], 'money') || '—',
      })
    : undefined;
  const common = { source: input.name, label: fieldLabel(input.name), validate, fullWidth: true };

  switch (input.kind) {
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
      return <BooleanInput source={input.name} label={fieldLabel(input.name)} />;
    case 'status':
      return (
        <SelectInput
          {...common}
          choices={offeredStatuses(order.status).map((status) => ({
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
            name: `kago.orders.choices.${input.name}.${value}`,
          }))}
        />
      );
    case 'attributes':
      return <AttributesInput input={input} label={label} />;
    case 'files':
      return (
        <FileInput source={input.name} label={fieldLabel(input.name)} multiple validate={validate}>
          <FileField source="src" title="title" />
        </FileInput>
      );
  }
};
