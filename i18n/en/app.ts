import { pages } from './pages';

/**
 * Kago's own English messages. Where the specification quotes a phrase (validation, sign-in, error
 * codes, generic messages) this table keeps its wording; the other locales are typed against it.
 */
export const app = {
  kago: {
    /** The two ends of a list's date range filter; the phone's toggle of the filter bar, with how many are set. */
    filters: {
      from: '%{field} from',
      to: '%{field} to',
      toggle: 'Filters (%{count})',
    },
    /** A date input's calendar button (src/kit/DateTextField.tsx). */
    dateInput: { pick: 'Choose a date' },
    /** A map of names to texts (a product line's attributes), edited as pairs. */
    keyValues: { name: 'Attribute', value: 'Value' },
    validation: {
      /** Typed text that is not a date in the language's order; `hint` is that order (dd/mm/yyyy). */
      dateText: 'Not a date: type it as %{hint}',
      required: '%{field} must not be empty',
      maxLength: '%{field} no more than %{length} characters',
      minLength: '%{field} must be at least %{length} characters',
      greaterOrEqual: '%{field} must be greater than or equal to %{otherField}',
      email: 'Invalid email format',
      min: '%{field} must be at least %{min}',
      max: '%{field} must be at most %{max}',
      number: '%{field} must be a number',
      integer: '%{field} must be a whole number',
      choice: '%{field} must be one of the listed values',
      url: '%{field} must be a full web address (https://...)',
      phone: '%{field} is not a valid phone number',
      date: '%{field} is not a valid date',
      unique: '%{field} %{value} already exists',
      reference: '%{field} refers to a record that does not exist',
      invalid: 'The data is not valid',
      unknownField: 'Unknown field %{field}',
      /**
       * What a list's paging, sorting and search parameters are called in a message about them
       * (server/http/fieldErrors.ts): they are no field of the record.
       */
      listQuery: {
        skip: 'Start row',
        take: 'Rows per page',
        sortBy: 'Sort by',
        sortDesc: 'Descending order',
        keyword: 'Keyword',
        ids: 'Records',
      },
      patterns: {
        pieceMeasures:
          '%{field}: one piece per part, separated by ;, each weight in grams x length x width x height in cm (1200x30x20x15; 800x20x20x10)',
        taxCode: '%{field} must be 10 digits, or 10 digits, a dash and 3 digits for a branch',
      },
    },
    server: {
      unauthorized: 'Your session has ended. Please sign in again.',
      forbidden: 'You do not have permission to do this.',
      notFound: 'The record was not found. It may have been deleted.',
      conflict:
        'Someone else changed this record after you opened it. Reload it to see their changes; what you typed is kept.',
      unexpected: 'An error occurred, please contact support.',
      badRequest: 'The request is not valid.',
      tooMany: 'At most %{max} items at a time.',
      inUse: 'This record is used by other records and cannot be deleted.',
      unreachable: 'The server cannot be reached. Check the connection and try again.',
    },
    errors: {
      codes: {
        ORDER_ID_NOT_ALLOW_NULL: 'Order information not found',
        TRACKING_EXIST: 'Tracking already exists',
        ACCOUNT_ID_NOT_ALLOW_NULL: 'Orderer information not found',
        TRACKING_NOT_ALLOW_NULL: 'Enter the tracking code of the order',
        POST_OFFICE_CODE_NOT_ALLOW_NULL: 'Please select a warehouse',
        POST_OFFICE_PARTNER_NOT_ALLOW_NULL: 'Partner information not found',
        POST_OFFICE_NOT_FOUND: 'Warehouse not found',
        TRACKING_NOT_EXIST: 'Tracking information not found',
        FAILED_SHIPMENT_CODE_DELETION: 'Cannot delete this shipment code',
        SUPPLIER_NOT_FOUND: 'Payer information not found',
        REFUND_FAIL: 'Refund failed',
        DOMESTIC_SHIPPING_FEE_LESS_THAN_AMOUNT_CURRENT:
          'Domestic shipping fee cannot be lower than current value',
        CUSTOMER_COUNTRY_CODE_IS_NOT_VALID: 'Customer country code invalid',
        SHIPMENT_CODE_UPDATING: 'Shipment code not yet updated, retry after 30 seconds',
        EFEX_SHIPMENT_DELETE_ERROR:
          'The warehouse has already processed the package; contact the warehouse to cancel',
        TAX_VALUE_IS_NOT_VALID: 'Invalid value',
      },
      generic: {
        contactSupport: 'An error occurred, please contact support',
        loadError: 'Data load error',
        noResults: 'No results returned',
        processing: 'Error during processing, please try again',
        notEligibleOffer: 'Not eligible for a payment offer',
        updateFailed: 'Update failed',
        cannotDeleteTrackingUpdating: 'Cannot delete, tracking data is being updated',
        deleteShipmentFailed: 'Deleting the shipment code failed',
        contentEmpty: 'Content must not be empty',
        noItemsSelected: 'No items selected',
        cannotUpdatePackage: 'Cannot update package',
        cannotEditPackage: 'Cannot edit package',
        cannotDeletePiece: 'Cannot delete this piece',
        saveFirst: 'Save the record first',
        selectPostOfficeFirst: 'Select a post office first',
      },
    },
    auth: {
      signIn: 'Sign in',
      signInTitle: 'Sign in to Kago',
      signingIn: 'Signing you in...',
      signOut: 'Sign out',
      signedOut: 'You have signed out.',
      signInAgain: 'Sign in again',
      revocationPending:
        'The server could not confirm your sign-out: until it does, a copy of this session could still be used. Try again when you are back online.',
      revocationRetry: 'Try again',
      revocationRetrying: 'Trying…',
      fillInput: 'please fill in the input',
      tokenExpired: 'Token expired',
      notMatched: 'not matched',
      serverError: 'Server Error',
      wrongCredentials: 'Wrong username or password',
      cannotRefresh: 'Cannot refresh token',
      username: 'Username',
      password: 'Password',
      accessDenied: 'Access denied',
      accessDeniedText: 'You do not have permission to open this page.',
      back: 'Back',
      profile: 'Profile',
    },
    pages,
    actions: {
      activate: 'Activate',
      deactivate: 'Deactivate',
      export: 'Export',
      exporting: 'Exporting...',
      import: 'Import',
      importing: 'Importing...',
      settings: 'Settings',
      viewAll: 'View all',
    },
    menu: {
      dashboard: 'Dashboard',
      orders: 'Orders',
      operations: 'Operations',
      payments: 'Payments',
      customers: 'Customers',
      packages: 'Packages',
      reports: 'Reports',
      catalogue: 'Catalogues',
      setting: 'Settings',
      utilities: 'Utilities',
      notification: 'Notifications',
      titles: { purchasing: 'Purchasing', operations: 'Operations and catalogues' },
      purchaseWaiting: 'Waiting for purchase',
      purchased: 'Purchased',
      domesticShipping: 'Domestic shipping',
      arrivedInStorage: 'Arrived in storage',
      waitingDelivery: 'Delivery',
      orderCancel: 'Cancelled orders',
      packageManagement: 'Package management',
      reportManagement: 'Reports',
      marketing: 'Marketing',
      unknownMenu: 'This menu does not exist.',
      loadFailed: 'The menu could not be loaded.',
    },
    language: {
      label: 'Language',
      choose: 'Choose language',
    },
    theme: {
      label: 'Theme',
      choose: 'Choose theme',
      topbar: 'Top bar',
      sidebar: 'Sidebar',
      background: 'Background',
      light: 'Light',
      dark: 'Dark',
      mode: 'Mode',
      choices: {
        topbar: {
          indigo: 'Indigo',
          teal: 'Teal',
          crimson: 'Crimson',
          graphite: 'Graphite',
          white: 'White',
        },
        sidebar: {
          paper: 'Paper',
          navy: 'Navy',
          forest: 'Forest',
          sand: 'Sand',
        },
        background: {
          mist: 'Mist',
          white: 'White',
          sky: 'Sky',
          warm: 'Warm',
        },
      },
    },
    profile: {
      menu: 'Profile',
      title: 'Profile',
      name: 'Name',
      email: 'E-mail',
      roles: 'Roles',
      roleNames: {
        admin: 'Administrator',
        purchaser: 'Purchaser',
        warehouse: 'Warehouse',
        accountant: 'Accountant',
        viewer: 'Viewer',
        operator: 'Operator',
      },
      build: 'Build',
      production: 'Production build',
      variants: {
        development: 'Development',
        staging: 'Staging',
        production: 'Production',
      },
    },
    list: {
      /** The total is the database's estimate: more rows match than are counted exactly. */
      aboutRange: '%{offsetBegin}-%{offsetEnd} of about %{total}',
    },
    notify: {
      activated: '%{smart_count} record activated |||| %{smart_count} records activated',
      deactivated: '%{smart_count} record deactivated |||| %{smart_count} records deactivated',
      exported: '%{smart_count} row exported |||| %{smart_count} rows exported',
      exportFailed: 'The export failed. Please try again.',
    },
  },
  // The specification's own keys, flat and literally dotted: `common.notify.error` is a phrase and
  // also the prefix of `common.notify.error.noResults`, which a nested tree cannot hold.
  'common.notify.success': 'Success',
  'common.notify.error': 'An error occurred',
  'common.notify.error.noResults': 'No results returned',
  'common.sso.refreshToken.performActionAgain':
    'Your session has been renewed. Please perform the action again.',
};
