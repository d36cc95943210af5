/** Messages of the customers area, under `kago.customers`. */
export const customers = {};
