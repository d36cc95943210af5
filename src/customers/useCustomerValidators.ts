import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldDeclaration } from '../../resources/types';
import { buildValidators } from '../generators/validators';
import { customerFieldLabel } from './customerFormFields';

/** The generated validators of a customer-area field, naming it by its `kago.customers.fields` label. */
export const useCustomerValidators = (declaration: FieldDeclaration) => {
  const translate = useTranslate();
  return useMemo(
    () => buildValidators(declaration, { field: translate(customerFieldLabel(declaration.source)) }),
    [declaration, translate],
  );
};
