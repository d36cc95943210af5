ALTER TABLE "manage_package_from_wh" ADD COLUMN "order_code" varchar(50);
--> statement-breakpoint
CREATE INDEX "manage_package_from_wh_order_code_trgm" ON "manage_package_from_wh" USING gin ("order_code" gin_trgm_ops);
--> statement-breakpoint
-- A package names its order by id; its code, which lists and the keyword show, is copied beside it.
UPDATE "manage_package_from_wh" t SET "order_code" = o."code" FROM "orders" o WHERE o."id" = t."order_id";
