ALTER TABLE "customer_transactions" ADD COLUMN "status" varchar(12) DEFAULT 'success' NOT NULL;
--> statement-breakpoint
CREATE INDEX "customer_transactions_status" ON "customer_transactions" USING btree ("status","created_at","id");
