/** Messages of the orderDetail area, under `kago.orderDetail`. */
export const orderDetail = {};
