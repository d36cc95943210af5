ALTER TABLE "orders" ADD COLUMN "status_changed_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "orders_status_purchase_date" ON "orders" USING btree ("status","purchase_date","id");
--> statement-breakpoint
CREATE INDEX "orders_status_changed" ON "orders" USING btree ("status","status_changed_at","id");
--> statement-breakpoint
-- The late-order reports' clock for orders written before it existed: when the order's event log
-- last moved it into its current status, else when it was last changed.
update orders set status_changed_at = coalesce(
  (select max(e.at) from order_events e where e.order_id = orders.id and e.to_status = orders.status),
  orders.updated_at
) where status_changed_at is null;
