import type { ResourceDeclaration } from '../resources/types';

/** Labels of one resource: its name ('Bank |||| Banks'), its own fields, and its enum choices. */
export interface ResourceLabels {
  readonly name: string;
  readonly fields?: Readonly<Record<string, string>>;
  readonly choices?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Custom actions (resources/types.ts `actionLabelKey`, `actionConfirmKey`): button and question. */
  readonly actions?: Readonly<Record<string, { readonly label: string; readonly confirm: string }>>;
}

/** One locale's label tables: fields that mean the same everywhere, then each resource's own. */
export interface LocaleResourceLabels {
  readonly commonFields: Readonly<Record<string, string>>;
  readonly resources: Readonly<Record<string, ResourceLabels>>;
}

/** Fields every record carries on the wire without being declared. */
export const systemFieldSources = ['id', 'version', 'createdAt', 'updatedAt'] as const;

/**
 * Every field source a resource's screens and its API's messages label: the system fields, the
 * declared ones and its actions' inputs (a report's `orderId`).
 */
export const labelledFieldSources = (declaration: ResourceDeclaration): string[] => [
  ...new Set([
    ...systemFieldSources,
    ...declaration.fields.map((field) => field.source),
    ...(declaration.actions ?? []).flatMap((action) => (action.inputs ?? []).map((input) => input.source)),
  ]),
];

/** What react-admin reads under `resources.<name>` (a type, not an interface, so it is a StringMap). */
export type ResourceMessages = {
  readonly name?: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly choices?: ResourceLabels['choices'];
  readonly actions?: ResourceLabels['actions'];
};

/**
 * The `resources` tree of react-admin's convention, built from the declarations. A label missing
 * from the tables is left out rather than invented, so the i18n tests name it.
 */
export const buildResourceMessages = (
  declarations: readonly ResourceDeclaration[],
  labels: LocaleResourceLabels,
): Record<string, ResourceMessages> =>
  Object.fromEntries(
    declarations.map((declaration) => {
      const own = labels.resources[declaration.name];
      const fields = Object.fromEntries(
        labelledFieldSources(declaration)
          .map((source) => [source, own?.fields?.[source] ?? labels.commonFields[source]] as const)
          .filter((entry): entry is readonly [string, string] => entry[1] !== undefined),
      );
      const messages: ResourceMessages = {
        ...(own?.name === undefined ? {} : { name: own.name }),
        fields,
        ...(own?.choices === undefined ? {} : { choices: own.choices }),
        ...(own?.actions === undefined ? {} : { actions: own.actions }),
      };
      return [declaration.name, messages];
    }),
  );
