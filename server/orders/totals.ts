/** Money rounded to the cent, as the `numeric(18, 2)` columns keep it. */
export const roundMoney = (value: number) => Math.round(value * 100) / 100;

/** What an order's totals are computed from. */
export interface OrderAmounts {
  /** Unit price and unit tax of the product. */
  price: number;
  tax: number;
  quantity: number;
  shippingFee: number;
  domesticShippingFee: number;
  surcharge: number;
}

/**
 * THE formula of an order's totals, used by the seed and by every write that changes an amount:
 * the product and its tax per unit times the quantity, plus the fees.
 */
export const orderTotals = (amounts: OrderAmounts) => {
  const productPriceTotal = roundMoney(amounts.price * amounts.quantity);
  const taxTotal = roundMoney(amounts.tax * amounts.quantity);
  return {
    productPriceTotal,
    taxTotal,
    total: roundMoney(
      productPriceTotal + taxTotal + amounts.shippingFee + amounts.domesticShippingFee + amounts.surcharge,
    ),
  };
};
