ALTER TABLE "sellers" ALTER COLUMN "tax_code" SET DATA TYPE varchar(14);
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
CREATE INDEX "sellers_tax_code_filter" ON "sellers" USING btree ("tax_code","name","id");
--> statement-breakpoint
CREATE INDEX "sellers_name_sort" ON "sellers" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "sellers_name_trgm" ON "sellers" USING gin ("name" gin_trgm_ops);
