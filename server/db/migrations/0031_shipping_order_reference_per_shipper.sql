CREATE UNIQUE INDEX "shipping_orders_shipper_id_reference_number_unique" ON "shipping_orders" USING btree ("shipper_id","reference_number");
