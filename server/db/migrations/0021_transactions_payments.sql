ALTER TABLE "customer_transactions" ADD COLUMN "status" varchar(12) DEFAULT 'success' NOT NULL;
--> statement-breakpoint
CREATE INDEX "order_payments_at" ON "order_payments" USING btree ("at","id");
--> statement-breakpoint
CREATE INDEX "order_payments_status" ON "order_payments" USING btree ("status","at","id");
--> statement-breakpoint
CREATE INDEX "order_payments_type" ON "order_payments" USING btree ("type","at","id");
--> statement-breakpoint
CREATE INDEX "order_payments_wallet" ON "order_payments" USING btree ("wallet","at","id");
--> statement-breakpoint
CREATE INDEX "customer_transactions_status" ON "customer_transactions" USING btree ("status","created_at","id");
