CREATE INDEX "orders_purchase_date" ON "orders" USING btree ("purchase_date");
