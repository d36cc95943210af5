import { SimpleForm } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';
import { dependentsOf } from './cascade';
import { formFields } from './formFields';
import { DeclaredInput } from './inputComponents';
import { useSubmitWithServerErrors } from './useSubmitWithServerErrors';

/** The create/edit form of a declaration: one input per form field, in declaration order. */
export const ResourceForm = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const onSubmit = useSubmitWithServerErrors();
  const fields = formFields(declaration);
  return (
    <SimpleForm onSubmit={onSubmit} warnWhenUnsavedChanges>
      {fields.map((field) => (
        <DeclaredInput
          key={field.source}
          resource={declaration.name}
          field={field}
          dependents={dependentsOf(fields, field.source)}
        />
      ))}
    </SimpleForm>
  );
};
