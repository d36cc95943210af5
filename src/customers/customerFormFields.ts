import { customerDeclaration, customerFields, type CustomerFieldSource } from '../../resources/customers';
import { declaredFieldLabelKey, type FieldDeclaration } from '../../resources/types';

/**
 * The customer form: the declaration's fields (resources/customers.ts, whose bounds the server
 * checks too) in the groups they show in. Computed fields (has*, cash) and generated ones (code,
 * account id, dates) are the server's. VIP bidding (`bidActive`) is not in the form: switching it
 * moves money (the finance tab's ActiveBid), which a form save must not do on the side.
 */
export const customerFormGroups = ['account', 'identity', 'contact', 'bidding', 'channels'] as const;
export type CustomerFormGroup = (typeof customerFormGroups)[number];

/** How a field is edited when its type alone does not say: a lookup list of the customer calls. */
export type CustomerLookupInput = 'level' | 'supporter' | 'employee' | 'country';

export interface CustomerFormField {
  readonly declaration: FieldDeclaration;
  readonly group: CustomerFormGroup;
  readonly lookup?: CustomerLookupInput;
}

type Placement = CustomerFormGroup | readonly [CustomerFormGroup, CustomerLookupInput];

/** Where each declared field shows, in form order (a field missing here does not compile). */
const placements: Readonly<Record<CustomerFieldSource, Placement>> = {
  username: 'account',
  fullname: 'account',
  group: 'account',
  levelId: ['account', 'level'],
  supporterId: ['account', 'supporter'],
  careById: ['account', 'employee'],
  idName: 'identity',
  gender: 'identity',
  birthday: 'identity',
  idNumber: 'identity',
  idBirthday: 'identity',
  idIssuedDate: 'identity',
  idIssuedPlace: 'identity',
  idAddress: 'identity',
  permanentAddress: 'identity',
  avatar: 'identity',
  email: 'contact',
  phone: 'contact',
  countryCode: ['contact', 'country'],
  transportCode: 'contact',
  bidStatus: 'bidding',
  aucMaxBidLink: 'bidding',
  tranActive: 'bidding',
  notifyWeb: 'channels',
  notifyEmail: 'channels',
  notifyApp: 'channels',
};

const bySource = new Map<string, FieldDeclaration>(customerFields.map((each) => [each.source, each]));

export const customerFormFields: readonly CustomerFormField[] = Object.entries(placements).map(
  ([source, placement]) => {
    const [group, lookup] = typeof placement === 'string' ? [placement] : placement;
    return { declaration: bySource.get(source)!, group, ...(lookup ? { lookup } : {}) };
  },
);

export const customerFieldLabel = (source: string) => declaredFieldLabelKey(customerDeclaration, source);

/** The values a save sends: the form's editable fields, plus id and version when editing. */
export const customerSaveValues = (values: Record<string, unknown>) => {
  const editable = new Set(customerFormFields.map((each) => each.declaration.source));
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => editable.has(name) || name === 'id' || name === 'version'),
  );
};
