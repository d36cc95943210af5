/**
 * The server's error codes (section 8 of both seeds). The server names a code in
 * `DetailErrors[0].ErrorCode`; the client shows the translation of its key in the user's language.
 */
export const errorCodes = [
  'ORDER_ID_NOT_ALLOW_NULL',
  'TRACKING_EXIST',
  'ACCOUNT_ID_NOT_ALLOW_NULL',
  'TRACKING_NOT_ALLOW_NULL',
  'POST_OFFICE_CODE_NOT_ALLOW_NULL',
  'POST_OFFICE_PARTNER_NOT_ALLOW_NULL',
  'POST_OFFICE_NOT_FOUND',
  'TRACKING_NOT_EXIST',
  'FAILED_SHIPMENT_CODE_DELETION',
  'SUPPLIER_NOT_FOUND',
  'REFUND_FAIL',
  'DOMESTIC_SHIPPING_FEE_LESS_THAN_AMOUNT_CURRENT',
  'CUSTOMER_COUNTRY_CODE_IS_NOT_VALID',
  'SHIPMENT_CODE_UPDATING',
  'EFEX_SHIPMENT_DELETE_ERROR',
  'TAX_VALUE_IS_NOT_VALID',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/**
 * Codes that say "not yet, try again": the seconds to wait before the screen retries the same call by
 * itself (seed 000 section 9: a shipment code still being assigned, retry after 30 seconds).
 */
export const retryAfterSeconds: Readonly<Partial<Record<ErrorCode, number>>> = {
  SHIPMENT_CODE_UPDATING: 30,
};

/** Code -> i18n key of its message. */
export const errorCodeMessageKeys: Readonly<Record<ErrorCode, string>> = Object.fromEntries(
  errorCodes.map((code) => [code, `kago.errors.codes.${code}`]),
) as Record<ErrorCode, string>;

export const isKnownErrorCode = (code: string): code is ErrorCode =>
  Object.hasOwn(errorCodeMessageKeys, code);

/** The seed's generic messages, as i18n keys (section 8, "Generic messages"). */
export const genericMessageKeys = {
  contactSupport: 'kago.errors.generic.contactSupport',
  loadError: 'kago.errors.generic.loadError',
  noResults: 'kago.errors.generic.noResults',
  processing: 'kago.errors.generic.processing',
  notEligibleOffer: 'kago.errors.generic.notEligibleOffer',
  updateFailed: 'kago.errors.generic.updateFailed',
  cannotDeleteTrackingUpdating: 'kago.errors.generic.cannotDeleteTrackingUpdating',
  deleteShipmentFailed: 'kago.errors.generic.deleteShipmentFailed',
  contentEmpty: 'kago.errors.generic.contentEmpty',
  noItemsSelected: 'kago.errors.generic.noItemsSelected',
  cannotUpdatePackage: 'kago.errors.generic.cannotUpdatePackage',
  cannotEditPackage: 'kago.errors.generic.cannotEditPackage',
  cannotDeletePiece: 'kago.errors.generic.cannotDeletePiece',
  saveFirst: 'kago.errors.generic.saveFirst',
  selectPostOfficeFirst: 'kago.errors.generic.selectPostOfficeFirst',
} as const;

/** The seed's own flat notification keys. */
export const notifyKeys = {
  success: 'common.notify.success',
  error: 'common.notify.error',
  noResults: 'common.notify.error.noResults',
  performActionAgain: 'common.sso.refreshToken.performActionAgain',
} as const;

/** What to show for an HTTP status when the server sent no message of its own. */
export const statusMessageKeys: Readonly<Record<number, string>> = {
  400: 'kago.server.badRequest',
  401: 'kago.server.unauthorized',
  403: 'kago.server.forbidden',
  404: 'kago.server.notFound',
  409: 'kago.server.conflict',
};
