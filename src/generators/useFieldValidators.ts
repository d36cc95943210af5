import { useMemo } from 'react';
import { useTranslate } from 'ra-core';
import { declaredFieldLabelKey, findDeclaration, type FieldDeclaration } from '../../resources';
import { buildValidators } from './validators';

/** A field's label key, where its declaration keeps its labels (`fieldLabels`: customers'). */
const labelKey = (resource: string, source: string) =>
  declaredFieldLabelKey(findDeclaration(resource) ?? { name: resource }, source);

/**
 * The field's validators with its label (and its comparison partner's) in the current language:
 * `label` is its label key where its input names one (an order action's input), `record` the
 * record an action's input is about (its current values may bound the input).
 */
export const useFieldValidators = (
  resource: string,
  field: FieldDeclaration,
  label?: string,
  record?: Readonly<Record<string, unknown>>,
) => {
  const translate = useTranslate();
  return useMemo(
    () =>
      buildValidators(
        field,
        {
          field: translate(label ?? labelKey(resource, field.source)),
          otherField: field.greaterOrEqual ? translate(labelKey(resource, field.greaterOrEqual)) : undefined,
        },
        record,
      ),
    [translate, resource, field, label, record],
  );
};
