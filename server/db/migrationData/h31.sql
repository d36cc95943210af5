-- A package names its order by id; its code, which lists and the keyword show, is copied beside it.
UPDATE "manage_package_from_wh" t SET "order_code" = o."code" FROM "orders" o WHERE o."id" = t."order_id";
