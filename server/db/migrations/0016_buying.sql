ALTER TABLE "suppliers" DROP CONSTRAINT "suppliers_code_unique";
--> statement-breakpoint
DROP INDEX "bid_configs_bid_account";
--> statement-breakpoint
ALTER TABLE "bid_configs" ALTER COLUMN "tax_percent" SET DATA TYPE numeric;
--> statement-breakpoint
ALTER TABLE "bid_configs" ADD COLUMN "supplier_id" integer;
--> statement-breakpoint
ALTER TABLE "bid_configs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "bid_configs" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "bid_configs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "bid_configs" ADD CONSTRAINT "bid_configs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_code_unique" ON "suppliers" USING btree ("code");
--> statement-breakpoint
CREATE INDEX "suppliers_active_filter" ON "suppliers" USING btree ("active","code","id");
--> statement-breakpoint
CREATE INDEX "suppliers_name_sort" ON "suppliers" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "suppliers_code_trgm" ON "suppliers" USING gin ("code" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "suppliers_name_trgm" ON "suppliers" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "bid_configs_domain_filter" ON "bid_configs" USING btree ("domain","id");
--> statement-breakpoint
CREATE INDEX "bid_configs_order_type_filter" ON "bid_configs" USING btree ("order_type","domain","id");
--> statement-breakpoint
CREATE INDEX "bid_configs_buyer_filter" ON "bid_configs" USING btree ("buyer","domain","id");
--> statement-breakpoint
CREATE INDEX "bid_configs_bid_account_filter" ON "bid_configs" USING btree ("bid_account","domain","id");
--> statement-breakpoint
CREATE INDEX "bid_configs_supplier_id_filter" ON "bid_configs" USING btree ("supplier_id","domain","id");
--> statement-breakpoint
CREATE INDEX "bid_configs_tax_percent_sort" ON "bid_configs" USING btree ("tax_percent","id");
--> statement-breakpoint
CREATE INDEX "bid_configs_domain_trgm" ON "bid_configs" USING gin ("domain" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "bid_configs_buyer_trgm" ON "bid_configs" USING gin ("buyer" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "bid_configs_bid_account_trgm" ON "bid_configs" USING gin ("bid_account" gin_trgm_ops);
