CREATE INDEX "customer_transactions_created" ON "customer_transactions" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "customer_transactions_type" ON "customer_transactions" USING btree ("type","created_at","id");
