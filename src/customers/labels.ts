import { customerDeclaration } from '../../resources/customers';
import { declaredFieldLabelKey } from '../../resources/types';

/** The label key of a customer field, where the customer declaration keeps its labels. */
export const customerFieldLabel = (source: string) => declaredFieldLabelKey(customerDeclaration, source);
