/**
 * The resource declaration: one plain-data description of a record from which the app builds its
 * screens, the data provider its calls, `canAccess` its answers, and the reference server its table,
 * routes, schemas, validation and access checks. A catalogue is a preset of it (resources/fields.ts);
 * so is any record with its own wire names (resources/sellers.ts).
 *
 * A record that keeps tables and code of its own (customers, resources/customers.ts) is an area
 * declaration: listed in `areaDeclarations` (resources/index.ts), not `resourceDeclarations`, it gets
 * no generated table or screens, while all its calls are still served by the generic routes
 * with the area's rules (server/resources/rules.ts). Two knobs serve such records:
 * `fieldLabels` names where the field labels already live when they are not `resources.<name>.fields`;
 * `activeField` names the boolean `activates` switches when it is not `active`.
 *
 * A field the server's rules require with an error code of the seed's, not its schema, says so with
 * `neededFirst`: the browser asks for it with that message (a package's warehouse).
 *
 * A detail in tabs (src/generators/TabbedDetail.tsx, resources/tracking.ts) is declared too: the
 * declaration's `tabs` name them in order with their labels, and each field's `tab` says which one
 * shows it (a field that names none is on the first); a custom view adds only tabs that are not
 * fields (a package's parts) after the declared ones, or fills a declared tab in its place (a
 * package's orders between its summary and its shipment: `tabContent`), so the declaration names
 * every tab in the order users know, with its label.
 *
 * What only the screens read is one group, `ui` (`ScreenOptions`): how another screen names a record
 * (`recordRepresentation`), the custom views, a phone's list lines, the dialogs' texts, the form's
 * sections, an empty child list's text and the order trail. The server reads none of it.
 *
 * No React and no I/O here: this module is imported by the browser bundle and by the server alike.
 * A maintainer reads this file and knows every knob a declaration has.
 *
 * Orders use the action table too (resources/orders/orderActions.ts), with a few knobs only they
 * need, each documented where it is declared: on `ActionDeclaration`, `families` (offered only by
 * some order families), `familyPaths` (a call whose path differs per family, call catalogue 7.12)
 * and `encoding` (multipart); the place `tab`; on the fields an action takes, `currentBound` and `boundErrorCode` (bounded by
 * the record's current value), `optionsFrom` (options a read answers), `shownWhen` and `files`.
 * Their inputs are fields of the one vocabulary: the same schema builder
 * (server/resources/schemas.ts), form validator (src/generators/validators.ts) and inputs
 * (src/generators/inputComponents.tsx) serve them as every other resource's.
 *
 * An action's dialog has texts of its own where they say more than its label (`dialog`: a title
 * naming the record, a confirmation computed from it, what a success or any refusal says, the
 * submit button's label); an input may start from a field of the record (`startsFrom`), and the call
 * may send the record's id under another name (`recordKey`) without its version (`unversioned`):
 * the customer's tab actions (resources/customers.ts) use them.
 *
 * An action may be a switch rather than a button (`toggle`: a boolean seen and changed on the
 * record, as the customer's finance switches) and send its values in the query string of a call
 * that is not a GET (`query` on its operation, the seed's `PUT ActiveBid`).
 *
 * A record created and edited in a dialog over its list rather than on pages of their own (the
 * customer, src/generators/FormDialogButton.tsx) says so with `ui.formDialog`: the dialog asks `GET
 * create` or the record first, titles the edit with a field of the record and says what it saved
 * with one of the saved record's. Its form (a dialog's or a page's) shows in sections when the
 * declaration names `ui.formGroups` and each field its `group`. An input may offer the rows of a read of its own resource
 * (`optionsFrom`, above) searchable as an autocomplete (`search`), each option drawn by a renderer
 * registered by name (`render`: src/generators/optionRenderers.tsx, a country with its flag), or
 * the children of another input's value (`parent`: a customer address's province of its country). An
 * enum whose labels live outside `resources.<name>.choices.<source>` names their prefix
 * (`choiceLabels`).
 *
 * The records of another resource that belong to a shown one (src/generators/ChildRecords.tsx: a
 * package's parts, a customer's addresses) are a child declaration (`partOf`). Where its calls are the
 * seed's rather than the catalogue's, it says so: its records are keyed by another field (`idField`,
 * an address's `addressId`); its list answers a plain array of one parent's records (`whole` on the
 * `list` operation, sent only the parent's key); its delete takes one key in the query string (`query`
 * on the `deletes` operation). Its list may join several fields in one column (`joins`: an address's
 * line) and show a boolean as a chip while true (`trueLabel`); its rows offer its `row` actions whose
 * `when` the row meets (a boolean `in`: "not the default"), of which one may change fixed values of
 * the record and ask nothing (`sets`: make it the default). Its dialogs take their texts from
 * `ui.formDialog` (with `createLabel` where the button says more than the title); a row's buttons
 * are named after its `ui.recordRepresentation`. An input of its form may offer the rows of another resource's read (`optionsFrom.resource`: the customer's
 * geography), and a new child's input may start from its parent's field (`startsFrom`), matched to
 * an option by another key (`optionsFrom.match`: the country whose code is the customer's).
 */
import type { AccessArea, Right } from './access';

/** How a field is stored, validated, edited and shown. */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'money'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'reference'
  | 'email'
  | 'phone'
  | 'url'
  | 'imageList'
  /**
   * One of the record's statuses (`choices`): an enum whose input offers only the moves the
   * resource's transition table allows from the record's status, which the screen gives (orders:
   * resources/orders/statuses.ts); anywhere else it is an enum, except that a list's filter of it
   * takes several statuses (a repeated query value).
   */
  | 'status'
  /**
   * A map of names to texts, each text at most `maxLength` (a product line's attributes): an object
   * on the wire, edited as a list of name and value pairs.
   */
  | 'keyValues'
  /**
   * A length of time in whole seconds (an order's time allowed for payment): an integer on the wire
   * and in the database, bounded as a number is (`min`, `max`), typed in seconds in a form, written
   * as the interface language writes a duration (`1 ngày 02:03:04`, src/kit/format.ts) in a list and
   * a detail.
   */
  | 'duration';

/** Which of the two private APIs serves a resource (base URLs come from runtime configuration). */
export type ApiBase = 'master' | 'op';

/**
 * Extra read calls a resource may offer besides `get`. Each is `GET /api/<path>/<extra>`.
 * - `get-all`: every active record, for small selects.
 * - `get-top-select`: the first records matching `keyword` (at most `take`), for autocompletes.
 * - `get-addresses-select`, `get-addresses-top-select`: the same, each option carrying its address.
 * - `get-by-*-id`: the active records whose parent field equals the query value (cascading selects).
 */
export type ExtraName =
  | 'get-all'
  | 'get-top-select'
  | 'get-addresses-select'
  | 'get-addresses-top-select'
  | 'get-by-payment-term-id'
  | 'get-by-country-id'
  | 'get-by-state-province-id'
  | 'get-by-district-id'
  | 'get-by-shipping-agent-id'
  | 'get-postoffice-address';

/** The parent-filter extras: the query parameter each takes and the field it filters on. */
export const parentExtras = {
  'get-by-payment-term-id': { param: 'paymentTermId' },
  'get-by-country-id': { param: 'countryId' },
  'get-by-state-province-id': { param: 'stateProvinceId' },
  'get-by-district-id': { param: 'districtId' },
  'get-by-shipping-agent-id': { param: 'shippingAgentId' },
} as const satisfies Partial<Record<ExtraName, { param: string }>>;

export type ParentExtraName = keyof typeof parentExtras;

export const isParentExtra = (extra: string): extra is ParentExtraName => Object.hasOwn(parentExtras, extra);

/** Fields whose values together no two records share, and what a clash is told (`uniqueTogether`). */
export interface UniqueTogether {
  readonly fields: readonly string[];
  readonly message: string;
}

export interface FieldDeclaration {
  /** Name on the wire, in the record, in forms, and (snake_cased) in the database. */
  readonly source: string;
  readonly type: FieldType;
  readonly required?: boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  /** Numeric bounds (number and money). */
  readonly min?: number;
  readonly max?: number;
  /** Whole numbers only (number). */
  readonly integer?: boolean;
  /** This field must be greater than or equal to that field of the same record (numbers, dates). */
  readonly greaterOrEqual?: string;
  /** Allowed values of an enum field; labels are `resources.<name>.choices.<source>.<value>`. */
  readonly choices?: readonly string[];
  /** The prefix of the choices' labels where they live elsewhere: `<choiceLabels>.<value>`. */
  readonly choiceLabels?: string;
  /** The section of the form it shows in: a key of the declaration's `ui.formGroups`. */
  readonly group?: string;
  /** Target resource name of a reference field (its value is the target's id). */
  readonly reference?: string;
  /** Which extra a reference input loads its options from (default `get-top-select`). */
  readonly referenceVia?: ExtraName;
  /**
   * Cascade: this reference's options depend on another field of the form, loaded through a
   * parent-filter extra of the target (country -> state/province -> district -> ward).
   */
  readonly dependsOn?: { readonly field: string; readonly extra: ParentExtraName };
  /**
   * A named format both sides check (`patterns` below): the message is
   * `kago.validation.patterns.<name>` in every language.
   */
  readonly pattern?: PatternName;
  /** Value a new record starts with (served by `GET create`). */
  readonly defaultValue?: string | number | boolean;
  /**
   * Where the field appears; each defaults to true, except `filter` which defaults to false. A list
   * column `'onDemand'` is left out until the user shows it with the columns button: what a 1280 px
   * desk with the menu open has no room for (src/kit/ShapedDatagrid.tsx `omit`). It is still a list
   * column everywhere else: exported, sortable, indexed.
   */
  readonly list?: boolean | 'onDemand';
  readonly filter?: boolean;
  /**
   * Date and datetime fields: the list may be limited to a range, by query values `<source>From`
   * and `<source>To` (both ends included; a date `To` takes in the whole day).
   */
  readonly rangeFilter?: boolean;
  readonly form?: boolean;
  readonly show?: boolean;
  /** Sortable in the list (default true for list columns). */
  readonly sortable?: boolean;
  /** Unique across the resource (the server answers a translated validation error on clash). */
  readonly unique?: boolean;
  /**
   * A text each interface language reads in its own words (a catalogue record's name): this field
   * holds the Vietnamese text (required or not as declared), and the declaration carries one field
   * per other language that `translates` it (`localizedText` in resources/fields.ts makes the three).
   * Lists, references and pickers show the interface language's text, falling back to the Vietnamese
   * (`localizedValue`); the keyword search looks in all three.
   */
  readonly localized?: boolean;
  /** This field is the text of the localized field `of` in the language `locale`. */
  readonly translates?: { readonly of: string; readonly locale: TranslatedLocale };
  /**
   * Values of `choices` no form offers: an action of their own sets them (a package's `cancelled`, by
   * its cancel). The list still shows and filters by them; the server's rules refuse them in a write.
   */
  readonly setByActions?: readonly string[];

  // Knobs of an action's inputs (ActionDeclaration.inputs); a catalogue field never sets them.
  /**
   * Bounded by the record's current value of the field of the same name: `max` never above it
   * (seed 000 section 5: an order's price, tax, quantity), `min` never below it (its domestic
   * shipping fee). The schema builder leaves that bound out and the form validator checks it against
   * the record the dialog is about (`fieldBound`); the server checks it with the record locked
   * (server/orders/bounds.ts), and the dialog shows the current value beside the input.
   */
  readonly currentBound?: 'min' | 'max';
  /**
   * The seed's error code (section 8) a broken bound answers with: instead of a field message for an
   * action's input; beside it, in `DetailErrors`, for a declared field's `min`/`max` (a buyer
   * configuration's tax percent).
   */
  readonly boundErrorCode?: string;
  /**
   * A reference (or a text) whose options are the rows a read of the same resource answers
   * (`GetSupplierActive`; a package tracking's warehouse from `GetOffice`), not another resource:
   * `value` is the key sent (default `id`, an integer; any other is a text), `label` the key shown
   * (default `name`). Order inputs name the read by its call; other resources by their action's name.
   */
  readonly optionsFrom?: {
    readonly read: string;
    readonly value?: string;
    readonly label?: string;
    /** Searchable by typing (an autocomplete), not a plain select. */
    readonly search?: boolean;
    /**
     * Searched by the server: the read is sent what is typed under this name (with `take`) and
     * answers a page of matches (`{ items }`: a support change's care-by among the staff,
     * `GetEmployeePaging`), not every row at once.
     */
    readonly searchBy?: string;
    /**
     * Offered by the list's filter only (a buyer configuration's buyer and bid account among those
     * configured, an auction's bid account): the form still types a new value, and lists show the
     * value itself.
     */
    readonly filterOnly?: boolean;
    /** How each option is drawn: a renderer of src/generators/optionRenderers.tsx, by name. */
    readonly render?: string;
    /**
     * The options are the children of another input's value (a cascade: country -> province ->
     * district -> ward): the read is sent that value under that input's name, the input stays
     * disabled until it has one and is emptied when it changes.
     */
    readonly parent?: string;
    /** The resource whose read it is, where it is not the form's own (a child's, its parent's). */
    readonly resource?: string;
    /**
     * The option's key a value given from elsewhere names (`startsFrom`), where it is not `value`: a
     * customer's `countryCode` names the country whose `code` it is.
     */
    readonly match?: string;
  };
  /**
   * Asked for only while another input has this value, and then required (a warehouse only when
   * an order moves into storage).
   */
  readonly shownWhen?: { readonly field: string; readonly is: string };
  /** Uploaded files (a multipart body): a text field naming any number of files. */
  readonly files?: boolean;
  /** Uploaded files: each at most this many bytes (an e-mail's attachment, the tracking import's workbook). */
  readonly maxBytes?: number;
  /**
   * Must be chosen before the record is sent, though the schema does not require it: the server's
   * rules refuse its absence with the seed's own error code (a warehouse:
   * `POST_OFFICE_CODE_NOT_ALLOW_NULL`), and the browser asks for it first with this message key (the
   * seed's "select a post office first") instead of "must not be empty".
   */
  readonly neededFirst?: string;
  /**
   * A reference staff know by its code, not by its id (a tracking's order, KG0019935; the wire still
   * carries the id): the input searches the list resource `search` by what is typed or scanned (its
   * keyword), each option drawn by the renderer `render` (src/generators/optionRenderers.tsx: an
   * order's code, title and customer), and a scanner's Enter on a whole code picks it and moves on; the
   * record carries the referenced record's code in `codeField` (kept by the server's rules), which
   * lists and details show as a link to its page, `/<search>/<id>/show`.
   */
  readonly byCode?: { readonly search: string; readonly codeField: string; readonly render?: string };
  /** On a detail in tabs, the key of the declaration's `tabs` entry showing it (default the first). */
  readonly tab?: string;
  /**
   * An action's input that starts from this field of the record it acts on (a customer's level
   * change starts on the current `levelId`, an order's price change on its `price`); without it, a generated action's input starts empty. A
   * child record's input starts, when the child is new, from this field of its parent (an address
   * in its customer's country: `countryCode`, matched by `optionsFrom.match`).
   */
  readonly startsFrom?: string;
  /**
   * A list column that shows these fields of the record, joined by commas, the empty ones left out
   * (an address's line: street, ward, district, province, country); shown in lists only.
   */
  readonly joins?: readonly string[];
  /**
   * A value that names an item on a marketplace (an auction's product id), shown as a link to the
   * item's page there, opened apart: the read (`home/GetUrl`) answers each website domain's page
   * address, `{id}` standing for the value; a domain it does not name shows the value alone.
   */
  readonly pageLink?: { readonly read: string; readonly resource?: string; readonly domain: string };
  /** A boolean listed as a chip saying this (a label key) while true, and nothing while false. */
  readonly trueLabel?: string;
  /** A money field's currency where it is not dong: an auction's prices are in yen. */
  readonly currency?: 'JPY' | 'USD' | 'VND';
  /**
   * The record's field holding a money field's currency code, where each record has its own (a
   * shipping order's charge, in the currency it was charged in): shown in it, dong when empty.
   */
  readonly currencyField?: string;
  /**
   * A datetime shown as the time left until it, counting down live, with the moment itself (an
   * auction's end); once past, the moment alone as ended (src/kit/Countdown.tsx).
   */
  readonly countdown?: boolean;
}

/** One tab of a record's detail: its key (also its address under the detail) and its label key. */
export interface DetailTab {
  readonly key: string;
  readonly label: string;
}

/** Names of custom components (registered in src/) that replace a generated view. */
export interface CustomViews {
  readonly list?: string;
  readonly create?: string;
  readonly edit?: string;
  readonly show?: string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What each standard operation does, whatever the real API calls it:
 * - `list`: GET, query `skip`, `take`, `keyword`, `sortBy`, `sortDesc`, repeated `ids` and the
 *   filter fields; answers `{ items, total, totalIsEstimate? }`.
 * - `createForm`: GET, a new record's default values.
 * - `create`: POST, the record's fields; answers the record.
 * - `read`: GET, query `id`; answers the record.
 * - `update`: POST, the record's fields with `id` and `version` (409 when stale); answers the record.
 * - `deletes`: POST `{ ids }`; answers `{ deleted }`.
 * - `activates`: POST `{ ids, active }`; answers `{ updated }`.
 * - `export`: POST, the list's `keyword`, `sortBy`, `sortDesc` and filters; answers every matching
 *   record as an .xlsx file (streamed, not the envelope), its list columns headed by their labels.
 */
export type OperationRole =
  'list' | 'createForm' | 'create' | 'read' | 'update' | 'deletes' | 'activates' | 'export';

/** One call on the wire. */
export interface Operation {
  /** Its last path segment, spelled as the real API spells it (`get`, `GetsPaging`). */
  readonly name: string;
  readonly method: HttpMethod;
  /** The literal path when it departs from `/api/<path>/<name>` (call catalogue 7.12). */
  readonly path?: string;
  /**
   * Sends its values in the query string though it is not a GET (`PUT ActiveBid?customerId=&active=`);
   * a `deletes` so declared deletes one record a call, its key in the query (`DELETE
   * DeleteAddress?addressId=`).
   */
  readonly query?: boolean;
  /**
   * A `list` that answers a plain array of every record for the values it is sent, not a page: a
   * child list, sent only its parent's key (`GetAddresses?customerId=`).
   */
  readonly whole?: boolean;
}

/** The operations a resource offers: an absent role is neither served nor offered on screen. */
export type Operations = Readonly<Partial<Record<OperationRole, Operation>>>;

/** What a user does with a record (react-admin's action names, which `canAccess` receives). */
export type ResourceAction = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | 'activate';

/** Who may do what: the rights of resources/access.ts in an area, per action. */
export interface ResourceAccess {
  /**
   * The area whose row of the access table grants the rights; `signedIn`: any signed-in user, for
   * what is the user's own (resources/access.ts).
   */
  readonly area: AccessArea;
  /**
   * The right an action needs, where it departs from the rule (`list`, `show` and `export` need
   * `read`, everything else `write`).
   */
  readonly rights?: Readonly<Partial<Record<ResourceAction, Right>>>;
}

/** The menus of resources/menu.ts a declaration may add its leaf to. */
export type MenuKey = 'menu.purchasing' | 'menu.operations';

/**
 * Where a resource's leaf goes when the seed's menu tree (resources/menu.ts) does not name it:
 * right after the item with key `after`, in `menu`.
 */
export interface MenuPlacement {
  readonly menu: MenuKey;
  readonly after: string;
}

/**
 * Where an action's button is offered: a list's rows, its bulk bar (chosen rows), its toolbar, a
 * record's page, or a tab of a record's page next to what the action changes.
 */
export type ActionPlace = 'row' | 'bulk' | 'toolbar' | 'detail' | 'tab';

/**
 * An action dialog's texts, where they say more than its label (the customer's tab actions,
 * resources/customers.ts; src/generators/ActionButton.tsx reads them), as `ui.formDialog` and
 * `ui.deleteDialog` hold a record's dialogs' texts.
 */
export interface ActionDialog {
  /**
   * Its title, where it names the record: a label key whose placeholders are filled from the
   * record's fields (`values`: placeholder -> field), as in "Change the level of %{code}"; default
   * the action's label.
   */
  readonly title?: RecordText;
  /**
   * A confirmation the browser computes from the record (what a change will move) in place of its
   * title and text: the name of a component of src/confirmations.ts.
   */
  readonly confirmWith?: string;
  /**
   * What the browser computes from the record and the inputs as they are filled, shown under the
   * inputs before the call is confirmed (a shipping order's charge, quoted from the catalogues): the
   * name of a component of src/confirmations.ts `previews`.
   */
  readonly previewWith?: string;
  /** What a success says (a label key), where it says more than `common.notify.success`. */
  readonly doneMessage?: string;
  /**
   * What any refusal says (a label key), where the seed names one message for all (a failed
   * notification: 'common.notify.error'); the server's field errors still land on their fields.
   */
  readonly failMessage?: string;
  /** Its submit button's label key, where it is not the action's label ("Send"). */
  readonly submitLabel?: string;
}

/**
 * A custom action of a resource: one entry of its ONE action table. The browser builds its button
 * and dialog from the entry (inputs, bounds, confirmation, where it applies), `canAccess` answers for
 * it by its name, and the server builds its route, body schema and access check from the same entry
 * and runs the handler registered under its name (a declared action without one is a type error).
 */
export interface ActionDeclaration {
  /**
   * Its name: what `canAccess` is asked and the server's handler key; its button's label is
   * `resources.<resource>.actions.<name>.label`.
   */
  readonly name: string;
  /** The call it makes. */
  readonly operation: Operation;
  readonly places: readonly ActionPlace[];
  /** What the user gives, in the one field vocabulary (bounds, patterns, enums, references...). */
  readonly inputs?: readonly FieldDeclaration[];
  /**
   * The records it is offered on: those that meet the condition, or every one of the conditions (a
   * status, say; a package tracking's "on its way or in storage, and not processed by the
   * warehouse", a state the server's rules refuse its cancel in: EFEX_SHIPMENT_DELETE_ERROR). The
   * server's handler still judges each call by its own rules.
   */
  readonly when?: RecordCondition | readonly RecordCondition[];
  /** Asks before sending: `resources.<resource>.actions.<name>.confirm`. */
  readonly confirm?: boolean;
  /** The right it needs in the resource's area (default `write`). */
  readonly right?: Right;
  /**
   * What the body names besides the inputs: `record` (default) the record's `id` and `version`,
   * `records` the chosen `ids`, `resource` nothing.
   */
  readonly scope?: 'record' | 'records' | 'resource';
  /**
   * The name the body gives the record's id (`scope: 'record'`), where the call does not call it
   * `id`: the customer area's calls name it `customerId` (server/customers/levels.ts).
   */
  readonly recordKey?: string;
  /**
   * Its label key, where its resource keeps its labels outside `resources.<name>` (a resource served
   * by its area, such as the customer); default `actionLabelKey`.
   */
  readonly label?: string;
  /** Its dialog's texts, where they say more than its label (see `ActionDialog`). */
  readonly dialog?: ActionDialog;
  /**
   * Its button's icon, a Material icon name listed in src/generators/actionIcons.ts (on a phone the
   * button shows the icon alone, so actions offered side by side need their own); default an arrow.
   */
  readonly icon?: string;
  /**
   * The call names the record without its `version` (`scope: 'record'`): it adds something to the
   * record rather than changing it (a notification to a customer).
   */
  readonly unversioned?: boolean;
  /**
   * Offered as a switch rather than a button: on while the record's `field` is `on` (default true);
   * turning it sends the input `input`, true to turn it on. A role that may not sees it disabled,
   * since the switch is also where the value is shown.
   */
  readonly toggle?: { readonly field: string; readonly on?: string | boolean; readonly input: string };
  /**
   * A change of fixed values that asks nothing (an address's "make default"): the call is sent the
   * record as the resource's `update` sends it, these values over it.
   */
  readonly sets?: Readonly<Record<string, string | number | boolean>>;

  // Knobs the order actions need (resources/orders/orderActions.ts): one resource, many families.
  /**
   * Offered only by these families (API path of an order family), whatever its stage allows: the
   * tracking import of the Ichiba purchased list, say. Without it, every family whose orders
   * `when` can match offers it.
   */
  readonly families?: readonly string[];
  /**
   * The literal path of the call per family where it departs from `/api/<family>/<name>` (call
   * catalogue 7.12), keyed by family path.
   */
  readonly familyPaths?: Readonly<Record<string, string>>;
  /** `multipart`: the body carries files; default JSON. */
  readonly encoding?: 'json' | 'multipart';
  /**
   * The access area whose rights it needs, where it is not its resource's: a step of another role
   * (a shipping order's charge is the accountant's, resources/shippingOperations.ts).
   */
  readonly area?: AccessArea;
}

/**
 * A condition on a record's field: its value is one of `in`, or none of `notIn` (null is a field
 * with no value).
 */
export type RecordCondition =
  | { readonly field: string; readonly in: readonly (string | boolean | null)[] }
  | { readonly field: string; readonly notIn: readonly (string | boolean | null)[] };

/** A label key whose placeholders are filled from a record's fields (`values`: placeholder -> field). */
export interface RecordText {
  readonly key: string;
  readonly values: Readonly<Record<string, string>>;
}

/** Create and edit in a dialog over the list: its titles and what a save says (label keys). */
export interface FormDialog {
  /** The create button's label and the new record's dialog title. */
  readonly createTitle: string;
  /** The create button's label where it is not the title ("Add address" opens "New address"). */
  readonly createLabel?: string;
  /** The edit dialog's title, naming the record. */
  readonly editTitle: RecordText;
  /** What a save says, naming the saved record. */
  readonly savedMessage: RecordText;
}

/** A delete that asks with texts of its own (label keys) and says what it did. */
export interface DeleteDialog {
  /** The question's title, which also names a row's delete button (with the row's name). */
  readonly title: string;
  /** The question, naming the record. */
  readonly text: RecordText;
  readonly doneMessage: string;
}

/**
 * How its screens show it, and nothing else: no call, rule, right or table reads these (the server
 * never does), so a screen may change them alone.
 */
export interface ScreenOptions {
  /** Field shown when another screen names a record of this resource (default `name`). */
  readonly recordRepresentation?: string;
  /** Custom components that replace generated views, by view (src/customViews.ts registers them). */
  readonly views?: CustomViews;
  /**
   * What a phone's list shows of each record, as lines of its fields' values (the generated list's
   * SimpleList: `primary` first, `secondary` under it), where its first two columns would leave out
   * what the user works by (a payment's amount and status). Without it a phone gets the first two
   * columns.
   */
  readonly phoneLines?: { readonly primary: readonly string[]; readonly secondary?: readonly string[] };
  /** Create and edit as a dialog over the list (see the header). */
  readonly formDialog?: FormDialog;
  /** The sections of its form, in order: each field's `group` names one. */
  readonly formGroups?: readonly DetailTab[];
  /**
   * Its delete asks first, with texts of its own or react-admin's (`'standard'`), where waiting cannot
   * undo it: its rules may refuse it (a shipping order already received) or it changes other records
   * (a package's part recounts the package, a customer takes its histories with it), so the user hears
   * the answer at once. Without it a delete is undoable: it is sent when its toast has gone, and Undo
   * keeps the record. A resource whose server rules judge its deletes declares it (tests/unit/deleteModes.test.ts).
   */
  readonly deleteDialog?: DeleteDialog | 'standard';
  /** What an empty list of it says (a label key), as a child list (src/generators/ChildRecords.tsx). */
  readonly empty?: string;
  /**
   * Its list keeps its page as the order detail's trail (src/kit/listTrail.ts): its rows are orders,
   * opened in its `show` view, and Previous/Next walk its rows as they walk an order list's.
   */
  readonly trail?: boolean;
}

export interface ResourceDeclaration {
  /** Resource name: react-admin resource, route (`/<name>`), i18n key `resources.<name>`. */
  readonly name: string;
  /** Path segment under `/api/` (defaults to `name`). */
  readonly path?: string;
  /**
   * Its table's name, when not the snake-cased `name`: a record other areas already join by that
   * table (order packages live in `order_packages`, which the orders' package calls use).
   */
  readonly table?: string;
  readonly api: ApiBase;
  /** Every standard call, by its wire name. */
  readonly operations: Operations;
  readonly access: ResourceAccess;
  /** A Material icon name (file name under @mui/icons-material, e.g. `AccountBalance`). */
  readonly icon: string;
  /** Its menu leaf, when the seed's menu tree does not already name its route. */
  readonly menu?: MenuPlacement;
  /**
   * A part of another resource's records (a package's items), named by that resource: reached in
   * the tabs of its record's detail, so it has no menu leaf of its own.
   */
  readonly partOf?: string;
  /**
   * Reached from another screen rather than a menu leaf, where the seed's menu names none for it: that
   * screen's route (the late-order report without tracking, from the dashboard's alerts).
   */
  readonly reachedFrom?: string;
  /**
   * Sets of fields whose values together no two records share (a charges group's rate per delivery
   * time, a shipper's reference number): a unique index on each set (server/db/tables.ts), and a check
   * before each write (server/resources/checks.ts) that refuses a clash on the set's last field with
   * the set's `message` (a translation key). In the check an empty value matches an empty one, which
   * the index alone would let repeat.
   */
  readonly uniqueTogether?: readonly UniqueTogether[];
  /**
   * Other routes of its screen, each opening its list with these filter values (the seed's
   * `order-purchased-report`: the purchase report on its `purchased` preset); they belong where the
   * declaration's own route does (its menu leaf, its rights).
   */
  readonly presetRoutes?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly fields: readonly FieldDeclaration[];
  readonly extras?: readonly ExtraName[];
  /** Text fields a list's `keyword` searches (contains, any case); default `code` and `name`. */
  readonly keywordFields?: readonly string[];
  /** Its custom actions beside the standard ones: the one action table. */
  readonly actions?: readonly ActionDeclaration[];
  /**
   * Default list order. `fromNow` (a datetime field): its ascending order starts at the present,
   * whatever the list asks it by: what is still ahead first, the soonest first, then what is past, the
   * latest first (the tracked auctions: the live ones ending soonest, then those that ended last).
   */
  readonly sort?: { readonly field: string; readonly order: 'ASC' | 'DESC'; readonly fromNow?: boolean };
  /** The i18n prefix of its field labels (default `resources.<name>.fields`): `<prefix>.<source>`. */
  readonly fieldLabels?: string;
  /**
   * The boolean field `activates` switches and selects read active records by (default `active`):
   * a customer's is `tranActive`, whether it may trade.
   */
  readonly activeField?: string;
  /**
   * The tabs of its detail whose content is its fields, in order: each field is on the tab its `tab`
   * names, or on the first (src/generators/TabbedDetail.tsx).
   */
  readonly tabs?: readonly DetailTab[];
  /** How its screens show it (`ScreenOptions`). */
  readonly ui?: ScreenOptions;
  /** The field its records are keyed by, where the API does not call it `id` (see the header). */
  readonly idField?: string;
  /**
   * Its records are rows its rules compute from other tables (a report's late orders:
   * server/reports/), not a table of its own: no table is generated for it, and its rules answer
   * every operation it declares (server/resources/rules.ts `operations`).
   */
  readonly computed?: boolean;
}

/** Label key of a resource, by react-admin's convention. */
export const resourceLabelKey = (resource: string) => `resources.${resource}.name`;
/** Label key of a field, by react-admin's convention. */
export const fieldLabelKey = (resource: string, source: string) => `resources.${resource}.fields.${source}`;
/** Label key of a declared resource's field, where its declaration keeps its labels. */
export const declaredFieldLabelKey = (
  declaration: Pick<ResourceDeclaration, 'name' | 'fieldLabels'>,
  source: string,
) =>
  declaration.fieldLabels ? `${declaration.fieldLabels}.${source}` : fieldLabelKey(declaration.name, source);
/** Label key of an enum choice. */
export const choiceLabelKey = (resource: string, source: string, value: string) =>
  `resources.${resource}.choices.${source}.${value}`;
/** Label key of a declared field's choice, where its field keeps its labels (`choiceLabels`). */
export const fieldChoiceLabelKey = (
  resource: string,
  field: Pick<FieldDeclaration, 'source' | 'choiceLabels'>,
  value: string,
) => (field.choiceLabels ? `${field.choiceLabels}.${value}` : choiceLabelKey(resource, field.source, value));

export const apiPath = (declaration: ResourceDeclaration) => declaration.path ?? declaration.name;

/** The path (without base) of one of a resource's operations. */
export const operationPath = (declaration: ResourceDeclaration, operation: Operation) =>
  operation.path ?? `/api/${apiPath(declaration)}/${operation.name}`;

/** The named formats fields may declare, and the regular expression each must match (both sides). */
export const patterns = {
  /** A Vietnamese tax code: 10 digits, or 10 digits, a dash and 3 digits for a branch. */
  taxCode: '^[0-9]{10}(-[0-9]{3})?$',
  /**
   * A shipping order's pieces as received (resources/shippingOperations.ts), one per piece separated
   * by `;`: weight in grams, then length, width and height in centimetres, `x` between them
   * (`1200x30x20x15; 800x20x20x10`). A scale and a tape give four numbers a piece.
   */
  pieceMeasures:
    '^\\s*\\d+(\\.\\d+)?(\\s*x\\s*\\d+(\\.\\d+)?){3}(\\s*;\\s*\\d+(\\.\\d+)?(\\s*x\\s*\\d+(\\.\\d+)?){3})*\\s*;?\\s*$',
} as const;

export type PatternName = keyof typeof patterns;

/** The formats some field types carry by themselves, checked alike on both sides. */
export const typePatterns = {
  phone: '^\\+?[0-9][0-9 ().-]{4,28}[0-9]$',
} as const;

/** The text fields a list's `keyword` searches: the declared ones, else `code` and `name` if present. */
export const keywordSources = (declaration: Pick<ResourceDeclaration, 'fields' | 'keywordFields'>) => {
  const searched =
    declaration.keywordFields ??
    ['code', 'name'].filter((source) => declaration.fields.some((field) => field.source === source));
  // A localized field is found by its text in any language ("Việt", "Viet", "ベトナム").
  const translations = declaration.fields
    .filter((field) => field.translates && searched.includes(field.translates.of))
    .map((field) => field.source);
  return [...searched, ...translations.filter((source) => !searched.includes(source))];
};

/** The interface languages besides Vietnamese, in which a localized field has a text of its own. */
export const translatedLocales = ['en', 'ja'] as const;
export type TranslatedLocale = (typeof translatedLocales)[number];

/** The field holding a localized field's text in a language: `name` -> `nameEn`, `nameJa`. */
export const translationSource = (source: string, locale: TranslatedLocale) =>
  `${source}${locale.charAt(0).toUpperCase()}${locale.slice(1)}`;

/**
 * A localized field's text in the interface language (`locale`: vi, en or ja), else its Vietnamese
 * text: a record whose translation is empty still shows a name.
 */
export const localizedValue = (record: Readonly<Record<string, unknown>>, source: string, locale: string) => {
  const own = (translatedLocales as readonly string[]).includes(locale)
    ? record[translationSource(source, locale as TranslatedLocale)]
    : undefined;
  return typeof own === 'string' && own.trim() !== '' ? own : record[source];
};

/** The sources of a declaration's localized fields (`name` for every catalogue). */
export const localizedSources = (declaration: Pick<ResourceDeclaration, 'fields'>) =>
  declaration.fields.filter((field) => field.localized).map((field) => field.source);

/** Label key of a custom action's button, and of its confirmation question. */
export const actionLabelKey = (resource: string, action: string) =>
  `resources.${resource}.actions.${action}.label`;
export const actionConfirmKey = (resource: string, action: string) =>
  `resources.${resource}.actions.${action}.confirm`;

/** The query names of a range filter's two ends. */
export const rangeFilterParams = (source: string) => ({ from: `${source}From`, to: `${source}To` }) as const;

/** The conditions of an action's `when`, as a list (none: it is offered on every record). */
export const conditionsOf = (when: ActionDeclaration['when']): readonly RecordCondition[] =>
  when === undefined ? [] : 'field' in when ? [when] : when;

/** Whether a record meets a condition; a field with no value is null. */
export const meets = (condition: RecordCondition, record: Readonly<Record<string, unknown>>) => {
  const value = record[condition.field] ?? null;
  return 'in' in condition
    ? condition.in.some((candidate) => candidate === value)
    : !condition.notIn.some((candidate) => candidate === value);
};

/** Whether an action is offered on this record (`when`); an action without it always is. */
export const actionApplies = (
  action: Pick<ActionDeclaration, 'when'>,
  record: Readonly<Record<string, unknown>> | undefined,
) => {
  const conditions = conditionsOf(action.when);
  if (conditions.length === 0) return true;
  return record !== undefined && conditions.every((condition) => meets(condition, record));
};

/**
 * A declaration's list columns (`list` defaults to true; `'onDemand'` ones are columns too): what its
 * list may show, its export writes and its list may be sorted by, on both sides.
 */
export const listFields = (declaration: Pick<ResourceDeclaration, 'fields'>) =>
  declaration.fields.filter((field) => field.list !== false);

/** The actions of a resource offered at a place. */
export const actionsAt = (declaration: Pick<ResourceDeclaration, 'actions'>, place: ActionPlace) =>
  (declaration.actions ?? []).filter((action) => action.places.includes(place));

/** A numeric bound of a field: a fixed number, or `'current'`, the record's current value of it. */
export type FieldBound = number | 'current';

/** The field's `min` or `max`, or `'current'` where the record's current value bounds it instead. */
export const fieldBound = (
  field: Pick<FieldDeclaration, 'min' | 'max' | 'currentBound'>,
  key: 'min' | 'max',
): FieldBound | undefined => (field.currentBound === key ? 'current' : field[key]);

/** What every list's query carries besides its filters: its page, keyword and sort. */
export interface PageQuery {
  skip?: number;
  take?: number;
  keyword?: string;
  sortBy?: string;
  sortDesc?: boolean;
}

/** The value a field has in a query string: a number, a boolean or a text; a `status`, several. */
export type QueryValue<F extends Pick<FieldDeclaration, 'type'>> = F['type'] extends 'status'
  ? string[]
  : F['type'] extends 'number' | 'money' | 'duration' | 'reference'
    ? number
    : F['type'] extends 'boolean'
      ? boolean
      : string;

/** The query values of some declared fields, each optional, by their sources. */
export type QueryValues<Fields extends readonly FieldDeclaration[]> = {
  [Field in Fields[number] as Field['source']]?: QueryValue<Field>;
};
