DROP INDEX "orders_purchase_date";
--> statement-breakpoint
CREATE INDEX "orders_purchase_date" ON "orders" USING btree ("purchase_date","id");
