import { cloneElement, type ReactElement } from 'react';
import {
  BooleanField,
  EmailField,
  FunctionField,
  ReferenceField,
  SelectField,
  TextField,
  UrlField,
} from 'react-admin';
import type { FieldDeclaration, FieldType } from '../../resources';
import {
  AmountField,
  CodeLinkField,
  CountdownField,
  DateValueField,
  DurationField,
  JoinedField,
  LocalizedTextField,
  NumberValueField,
  TrueChipField,
} from '../kit/fields';
import { CountryFlagField } from '../shell/flags/CountryFlagField';
import { enumChoices } from './choices';
import { ImageListField } from './ImageListField';
import { OptionLabelField } from './OptionLabelField';
import { PageLinkField } from './PageLinkField';

type FieldElement = (field: FieldDeclaration, resource: string) => ReactElement;

/** The catalogues' amounts (a special service's price, a package's fees) are in dong. */
const catalogueCurrency = 'VND';

/** Countries show their flag: beside the code in their own list, beside the name where referenced. */
const countryResource = 'country';

/**
 * Field type -> the react-admin field that shows it in lists and show pages. Elements carry `source`
 * and `sortable` as props because the list header reads them from its children; labels come from
 * `resources.<name>.fields.<source>` by react-admin's convention.
 */
export const fieldComponents: Record<FieldType, FieldElement> = {
  text: (field, resource) =>
    resource === countryResource && field.source === 'code' ? (
      <CountryFlagField source="code" />
    ) : field.localized ? (
      <LocalizedTextField source={field.source} />
    ) : (
      <TextField source={field.source} />
    ),
  textarea: (field) => <TextField source={field.source} />,
  phone: (field) => <TextField source={field.source} />,
  email: (field) => <EmailField source={field.source} />,
  url: (field) => <UrlField source={field.source} target="_blank" rel="noreferrer noopener" />,
  number: (field) => <NumberValueField source={field.source} textAlign="right" />,
  money: (field) => (
    <AmountField
      source={field.source}
      currency={field.currency ?? catalogueCurrency}
      currencyOf={
        field.currencyField
          ? (record) => String(record[field.currencyField!] || field.currency || catalogueCurrency)
          : undefined
      }
      textAlign="right"
    />
  ),
  boolean: (field) => <BooleanField source={field.source} />,
  date: (field) => <DateValueField source={field.source} />,
  datetime: (field) =>
    field.countdown ? (
      <CountdownField source={field.source} />
    ) : (
      <DateValueField source={field.source} showTime />
    ),
  duration: (field) => <DurationField source={field.source} />,
  enum: (field, resource) => <SelectField source={field.source} choices={enumChoices(resource, field)} />,
  reference: (field) => (
    <ReferenceField source={field.source} reference={field.reference ?? ''} link={false}>
      {field.reference === countryResource ? <CountryFlagField source="name" /> : undefined}
    </ReferenceField>
  ),
  imageList: (field) => <ImageListField source={field.source} sortable={false} />,
  status: (field, resource) => <SelectField source={field.source} choices={enumChoices(resource, field)} />,
  keyValues: (field) => (
    <FunctionField
      source={field.source}
      sortable={false}
      render={(record: Record<string, unknown>) =>
        Object.entries((record[field.source] as Record<string, string> | null) ?? {})
          .map(([name, value]) => `${name}: ${value}`)
          .join(', ')
      }
    />
  ),
};

/**
 * A field shown otherwise than by its type: a chosen option by its label, a reference by its code
 * with a link, an item linked to its marketplace page, several fields joined, or a chip while true.
 */
const shownAs = (field: FieldDeclaration, resource: string): ReactElement | undefined => {
  if (field.optionsFrom && !field.optionsFrom.parent && !field.optionsFrom.filterOnly)
    return <OptionLabelField resource={resource} source={field.source} optionsFrom={field.optionsFrom} />;
  if (field.byCode)
    return (
      <CodeLinkField
        source={field.source}
        codeField={field.byCode.codeField}
        resource={field.byCode.search}
      />
    );
  if (field.pageLink)
    return <PageLinkField resource={resource} source={field.source} pageLink={field.pageLink} />;
  if (field.joins) return <JoinedField source={field.source} joins={field.joins} />;
  if (field.trueLabel) return <TrueChipField source={field.source} text={field.trueLabel} />;
  return undefined;
};

/**
 * The element of one field, keyed by its source, with `sortable` from the declaration and its
 * column's label where the declaration keeps its labels elsewhere (`fieldLabels`).
 */
export const fieldElement = (field: FieldDeclaration, resource: string, label?: string): ReactElement =>
  cloneElement(shownAs(field, resource) ?? fieldComponents[field.type](field, resource), {
    key: field.source,
    ...(field.sortable === false ? { sortable: false } : {}),
    ...(label ? { label } : {}),
  });
