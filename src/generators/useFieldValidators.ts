import { useMemo } from 'react';
import { useTranslate } from 'ra-core';
import { fieldLabelKey, type FieldDeclaration } from '../../resources';
import { buildValidators } from './validators';

/** The field's validators with its label (and its comparison partner's) in the current language. */
export const useFieldValidators = (resource: string, field: FieldDeclaration) => {
  const translate = useTranslate();
  return useMemo(
    () =>
      buildValidators(field, {
        field: translate(fieldLabelKey(resource, field.source)),
        otherField: field.greaterOrEqual
          ? translate(fieldLabelKey(resource, field.greaterOrEqual))
          : undefined,
      }),
    [translate, resource, field],
  );
};
