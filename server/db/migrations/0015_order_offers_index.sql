CREATE INDEX "orders_offers" ON "orders" USING btree ("source","order_date","id") WHERE "orders"."offer_status" is not null;
