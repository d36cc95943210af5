import { useCallback } from 'react';
import { useSaveContext } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { flattenServerErrors } from './serverErrors';

/**
 * Submits through the page's save (create or edit) and hands server validation errors back to the
 * form so each lands on its field; the form keeps what was typed.
 */
export const useSubmitWithServerErrors = () => {
  const { save } = useSaveContext();
  return useCallback(
    async (values: FieldValues) => {
      const errors: unknown = await save?.(values);
      return errors && typeof errors === 'object'
        ? flattenServerErrors(errors as Record<string, unknown>)
        : undefined;
    },
    [save],
  );
};
