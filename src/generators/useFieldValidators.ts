import { useMemo } from 'react';
import { useTranslate } from 'ra-core';
import { declaredFieldLabelKey, findDeclaration, type FieldDeclaration } from '../../resources';
import { buildValidators } from './validators';

/** A field's label key, where its declaration keeps its labels (`fieldLabels`: customers'). */
const labelKey = (resource: string, source: string) =>
  declaredFieldLabelKey(findDeclaration(resource) ?? { name: resource }, source);

/** The field's validators with its label (and its comparison partner's) in the current language. */
export const useFieldValidators = (resource: string, field: FieldDeclaration) => {
  const translate = useTranslate();
  return useMemo(
    () =>
      buildValidators(field, {
        field: translate(labelKey(resource, field.source)),
        otherField: field.greaterOrEqual ? translate(labelKey(resource, field.greaterOrEqual)) : undefined,
      }),
    [translate, resource, field],
  );
};
