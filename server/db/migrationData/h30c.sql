-- Data folders made before the charges group carried a rate (server/seed/data/catalogues.json):
-- the seeded groups that price by weight get the seed's rate and minimum, unless one was set since.
UPDATE "charges_group" SET "rate_per_kg" = 65000, "minimum_freight" = 150000 WHERE "code" = 'FRT' AND "rate_per_kg" IS NULL;
UPDATE "charges_group" SET "rate_per_kg" = 4000, "minimum_freight" = 50000 WHERE "code" = 'LOC' AND "rate_per_kg" IS NULL;
UPDATE "charges_group" SET "rate_per_kg" = 12000, "minimum_freight" = 30000 WHERE "code" = 'DOM' AND "rate_per_kg" IS NULL;
UPDATE "charges_group" SET "rate_per_kg" = 3000, "minimum_freight" = 20000 WHERE "code" = 'WHS' AND "rate_per_kg" IS NULL;
-- A shipping order keeps its currency's code (server/shippingOrders/rules.ts), its money shown in it.
UPDATE "shipping_orders" o SET "currency_code" = c."currency_code" FROM "currency" c WHERE c."id" = o."currency_id" AND o."currency_code" IS NULL;
-- The VAT types' names in English and Japanese (server/seed/data/catalogue-names.json), where none was given.
UPDATE "vat_type" SET "name_en" = '0% VAT', "name_ja" = '税率0%' WHERE "code" = 'VAT0' AND "name_en" IS NULL;
UPDATE "vat_type" SET "name_en" = '5% VAT', "name_ja" = '税率5%' WHERE "code" = 'VAT5' AND "name_en" IS NULL;
UPDATE "vat_type" SET "name_en" = '8% VAT (reduced by resolution)', "name_ja" = '税率8%（決議による軽減）' WHERE "code" = 'VAT8' AND "name_en" IS NULL;
UPDATE "vat_type" SET "name_en" = '10% VAT', "name_ja" = '税率10%' WHERE "code" = 'VAT10' AND "name_en" IS NULL;
UPDATE "vat_type" SET "name_en" = 'Not subject to VAT', "name_ja" = '非課税' WHERE "code" = 'KCT' AND "name_en" IS NULL;
