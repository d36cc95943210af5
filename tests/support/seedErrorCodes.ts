/**
 * The 16 server error codes of seed section 8, written out here from the specification so that
 * the app's own table (dataProvider/errorCodes.ts) and its translations are checked, not echoed.
 */
export const seedErrorCodes = [
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
