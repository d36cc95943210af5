CREATE INDEX "order_receivables_created" ON "order_receivables" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "order_receivables_paid" ON "order_receivables" USING btree ("paid","created_at","id");
--> statement-breakpoint
CREATE INDEX "order_payables_created" ON "order_payables" USING btree ("created_at","id");
