DROP INDEX "shipping_orders_currency_id_filter";
