ALTER TABLE "airline" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "airline" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "airport" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "airport" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "charges_group" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "charges_group" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "port" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "port" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "carrier" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "carrier" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "seaport" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "seaport" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "shipping_product_type" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "shipping_product_type" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "bank" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "bank" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "global_zone" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "global_zone" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "country" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "country" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "state_province" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "state_province" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "district" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "district" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "ward" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "ward" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "incoterm" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "incoterm" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "move_type" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "move_type" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "forwarding_agent" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "forwarding_agent" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "shipper" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "shipper" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "consignee" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "consignee" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "payment_term" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "payment_term" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "shipping_provider_customer" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "shipping_provider_customer" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "agent" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "agent" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "custom_agent" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "custom_agent" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "shipping_agent" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "shipping_agent" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "shipping_line" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "shipping_line" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "package_type" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "package_type" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "vessel" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "vessel" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "trucker" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "trucker" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "commodity" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "commodity" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "commodity_group" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "commodity_group" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "product_origin" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "product_origin" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "measurement" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "measurement" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "delivery_time" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "delivery_time" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "special_service_type" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "special_service_type" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "vat_type" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "vat_type" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "vendor" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "vendor" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "product_type" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "product_type" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "payment_method" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "payment_method" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "bank_account" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "bank_account" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "currency" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "currency" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "measure_dimension" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "measure_dimension" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "measure_weight" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "measure_weight" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "quantity_unit" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "quantity_unit" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "name_en" varchar(255);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "name_ja" varchar(255);
--> statement-breakpoint
ALTER TABLE "customer_transactions" ADD COLUMN "note_key" varchar(40);
--> statement-breakpoint
CREATE INDEX "airline_name_en_trgm" ON "airline" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "airline_name_ja_trgm" ON "airline" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "airport_name_en_trgm" ON "airport" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "airport_name_ja_trgm" ON "airport" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "charges_group_name_en_trgm" ON "charges_group" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "charges_group_name_ja_trgm" ON "charges_group" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "port_name_en_trgm" ON "port" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "port_name_ja_trgm" ON "port" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "carrier_name_en_trgm" ON "carrier" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "carrier_name_ja_trgm" ON "carrier" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "seaport_name_en_trgm" ON "seaport" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "seaport_name_ja_trgm" ON "seaport" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "shipping_product_type_name_en_trgm" ON "shipping_product_type" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "shipping_product_type_name_ja_trgm" ON "shipping_product_type" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "bank_name_en_trgm" ON "bank" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "bank_name_ja_trgm" ON "bank" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "global_zone_name_en_trgm" ON "global_zone" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "global_zone_name_ja_trgm" ON "global_zone" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "country_name_en_trgm" ON "country" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "country_name_ja_trgm" ON "country" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "state_province_name_en_trgm" ON "state_province" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "state_province_name_ja_trgm" ON "state_province" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "district_name_en_trgm" ON "district" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "district_name_ja_trgm" ON "district" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "ward_name_en_trgm" ON "ward" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "ward_name_ja_trgm" ON "ward" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "incoterm_name_en_trgm" ON "incoterm" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "incoterm_name_ja_trgm" ON "incoterm" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "move_type_name_en_trgm" ON "move_type" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "move_type_name_ja_trgm" ON "move_type" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "forwarding_agent_name_en_trgm" ON "forwarding_agent" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "forwarding_agent_name_ja_trgm" ON "forwarding_agent" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "shipper_name_en_trgm" ON "shipper" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "shipper_name_ja_trgm" ON "shipper" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "consignee_name_en_trgm" ON "consignee" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "consignee_name_ja_trgm" ON "consignee" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "payment_term_name_en_trgm" ON "payment_term" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "payment_term_name_ja_trgm" ON "payment_term" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "shipping_provider_customer_name_en_trgm" ON "shipping_provider_customer" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "shipping_provider_customer_name_ja_trgm" ON "shipping_provider_customer" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "agent_name_en_trgm" ON "agent" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "agent_name_ja_trgm" ON "agent" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "custom_agent_name_en_trgm" ON "custom_agent" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "custom_agent_name_ja_trgm" ON "custom_agent" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "shipping_agent_name_en_trgm" ON "shipping_agent" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "shipping_agent_name_ja_trgm" ON "shipping_agent" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "shipping_line_name_en_trgm" ON "shipping_line" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "shipping_line_name_ja_trgm" ON "shipping_line" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "package_type_name_en_trgm" ON "package_type" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "package_type_name_ja_trgm" ON "package_type" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "vessel_name_en_trgm" ON "vessel" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "vessel_name_ja_trgm" ON "vessel" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "trucker_name_en_trgm" ON "trucker" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "trucker_name_ja_trgm" ON "trucker" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "commodity_name_en_trgm" ON "commodity" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "commodity_name_ja_trgm" ON "commodity" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "commodity_group_name_en_trgm" ON "commodity_group" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "commodity_group_name_ja_trgm" ON "commodity_group" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "product_origin_name_en_trgm" ON "product_origin" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "product_origin_name_ja_trgm" ON "product_origin" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "measurement_name_en_trgm" ON "measurement" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "measurement_name_ja_trgm" ON "measurement" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "delivery_time_name_en_trgm" ON "delivery_time" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "delivery_time_name_ja_trgm" ON "delivery_time" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "special_service_type_name_en_trgm" ON "special_service_type" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "special_service_type_name_ja_trgm" ON "special_service_type" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "vat_type_name_en_trgm" ON "vat_type" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "vat_type_name_ja_trgm" ON "vat_type" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "vendor_name_en_trgm" ON "vendor" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "vendor_name_ja_trgm" ON "vendor" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "product_type_name_en_trgm" ON "product_type" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "product_type_name_ja_trgm" ON "product_type" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "payment_method_name_en_trgm" ON "payment_method" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "payment_method_name_ja_trgm" ON "payment_method" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "bank_account_name_en_trgm" ON "bank_account" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "bank_account_name_ja_trgm" ON "bank_account" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "currency_name_en_trgm" ON "currency" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "currency_name_ja_trgm" ON "currency" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "measure_dimension_name_en_trgm" ON "measure_dimension" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "measure_dimension_name_ja_trgm" ON "measure_dimension" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "measure_weight_name_en_trgm" ON "measure_weight" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "measure_weight_name_ja_trgm" ON "measure_weight" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "quantity_unit_name_en_trgm" ON "quantity_unit" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "quantity_unit_name_ja_trgm" ON "quantity_unit" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "suppliers_name_en_trgm" ON "suppliers" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "suppliers_name_ja_trgm" ON "suppliers" USING gin ("name_ja" gin_trgm_ops);
--> statement-breakpoint
-- Issue 31: catalogue names in vi, en and ja. The reference records seeded before this migration held one
-- English name (countries, currencies, continents), a mixed one (prefectures) or only the Vietnamese (the
-- hand-written catalogues): each gets its three names by code, as server/seed/rows.ts now seeds them.
-- Every other record keeps its name as the Vietnamese one.
UPDATE "country" SET "name" = 'Đảo Ascension', "name_en" = 'Ascension Island', "name_ja" = 'アセンション島' WHERE "code" = 'AC';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Andorra', "name_en" = 'Andorra', "name_ja" = 'アンドラ' WHERE "code" = 'AD';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Các Tiểu Vương quốc Ả Rập Thống nhất', "name_en" = 'United Arab Emirates', "name_ja" = 'アラブ首長国連邦' WHERE "code" = 'AE';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Afghanistan', "name_en" = 'Afghanistan', "name_ja" = 'アフガニスタン' WHERE "code" = 'AF';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Antigua và Barbuda', "name_en" = 'Antigua and Barbuda', "name_ja" = 'アンティグア・バーブーダ' WHERE "code" = 'AG';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Anguilla', "name_en" = 'Anguilla', "name_ja" = 'アンギラ' WHERE "code" = 'AI';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Albania', "name_en" = 'Albania', "name_ja" = 'アルバニア' WHERE "code" = 'AL';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Armenia', "name_en" = 'Armenia', "name_ja" = 'アルメニア' WHERE "code" = 'AM';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Angola', "name_en" = 'Angola', "name_ja" = 'アンゴラ' WHERE "code" = 'AO';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Nam Cực', "name_en" = 'Antarctica', "name_ja" = '南極' WHERE "code" = 'AQ';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Argentina', "name_en" = 'Argentina', "name_ja" = 'アルゼンチン' WHERE "code" = 'AR';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Samoa thuộc Mỹ', "name_en" = 'American Samoa', "name_ja" = '米領サモア' WHERE "code" = 'AS';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Áo', "name_en" = 'Austria', "name_ja" = 'オーストリア' WHERE "code" = 'AT';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Úc', "name_en" = 'Australia', "name_ja" = 'オーストラリア' WHERE "code" = 'AU';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Aruba', "name_en" = 'Aruba', "name_ja" = 'アルバ' WHERE "code" = 'AW';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Quần đảo Åland', "name_en" = 'Aland', "name_ja" = 'オーランド諸島' WHERE "code" = 'AX';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Azerbaijan', "name_en" = 'Azerbaijan', "name_ja" = 'アゼルバイジャン' WHERE "code" = 'AZ';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Bosnia và Herzegovina', "name_en" = 'Bosnia and Herzegovina', "name_ja" = 'ボスニア・ヘルツェゴビナ' WHERE "code" = 'BA';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Barbados', "name_en" = 'Barbados', "name_ja" = 'バルバドス' WHERE "code" = 'BB';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Bangladesh', "name_en" = 'Bangladesh', "name_ja" = 'バングラデシュ' WHERE "code" = 'BD';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Bỉ', "name_en" = 'Belgium', "name_ja" = 'ベルギー' WHERE "code" = 'BE';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Burkina Faso', "name_en" = 'Burkina Faso', "name_ja" = 'ブルキナファソ' WHERE "code" = 'BF';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Bulgaria', "name_en" = 'Bulgaria', "name_ja" = 'ブルガリア' WHERE "code" = 'BG';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Bahrain', "name_en" = 'Bahrain', "name_ja" = 'バーレーン' WHERE "code" = 'BH';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Burundi', "name_en" = 'Burundi', "name_ja" = 'ブルンジ' WHERE "code" = 'BI';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Benin', "name_en" = 'Benin', "name_ja" = 'ベナン' WHERE "code" = 'BJ';
--> statement-breakpoint
UPDATE "country" SET "name" = 'St. Barthélemy', "name_en" = 'Saint Barthelemy', "name_ja" = 'サン・バルテルミー' WHERE "code" = 'BL';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Bermuda', "name_en" = 'Bermuda', "name_ja" = 'バミューダ' WHERE "code" = 'BM';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Brunei', "name_en" = 'Brunei', "name_ja" = 'ブルネイ' WHERE "code" = 'BN';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Bolivia', "name_en" = 'Bolivia', "name_ja" = 'ボリビア' WHERE "code" = 'BO';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Ca-ri-bê Hà Lan', "name_en" = 'Bonaire', "name_ja" = 'オランダ領カリブ' WHERE "code" = 'BQ';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Brazil', "name_en" = 'Brazil', "name_ja" = 'ブラジル' WHERE "code" = 'BR';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Bahamas', "name_en" = 'Bahamas', "name_ja" = 'バハマ' WHERE "code" = 'BS';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Bhutan', "name_en" = 'Bhutan', "name_ja" = 'ブータン' WHERE "code" = 'BT';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Đảo Bouvet', "name_en" = 'Bouvet Island', "name_ja" = 'ブーベ島' WHERE "code" = 'BV';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Botswana', "name_en" = 'Botswana', "name_ja" = 'ボツワナ' WHERE "code" = 'BW';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Belarus', "name_en" = 'Belarus', "name_ja" = 'ベラルーシ' WHERE "code" = 'BY';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Belize', "name_en" = 'Belize', "name_ja" = 'ベリーズ' WHERE "code" = 'BZ';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Canada', "name_en" = 'Canada', "name_ja" = 'カナダ' WHERE "code" = 'CA';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Quần đảo Cocos (Keeling)', "name_en" = 'Cocos (Keeling) Islands', "name_ja" = 'ココス(キーリング)諸島' WHERE "code" = 'CC';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Congo - Kinshasa', "name_en" = 'Democratic Republic of the Congo', "name_ja" = 'コンゴ民主共和国(キンシャサ)' WHERE "code" = 'CD';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Cộng hòa Trung Phi', "name_en" = 'Central African Republic', "name_ja" = '中央アフリカ共和国' WHERE "code" = 'CF';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Congo - Brazzaville', "name_en" = 'Republic of the Congo', "name_ja" = 'コンゴ共和国(ブラザビル)' WHERE "code" = 'CG';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Thụy Sĩ', "name_en" = 'Switzerland', "name_ja" = 'スイス' WHERE "code" = 'CH';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Côte d’Ivoire', "name_en" = 'Ivory Coast', "name_ja" = 'コートジボワール' WHERE "code" = 'CI';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Quần đảo Cook', "name_en" = 'Cook Islands', "name_ja" = 'クック諸島' WHERE "code" = 'CK';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Chile', "name_en" = 'Chile', "name_ja" = 'チリ' WHERE "code" = 'CL';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Cameroon', "name_en" = 'Cameroon', "name_ja" = 'カメルーン' WHERE "code" = 'CM';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Trung Quốc', "name_en" = 'China', "name_ja" = '中国' WHERE "code" = 'CN';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Colombia', "name_en" = 'Colombia', "name_ja" = 'コロンビア' WHERE "code" = 'CO';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Costa Rica', "name_en" = 'Costa Rica', "name_ja" = 'コスタリカ' WHERE "code" = 'CR';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Cuba', "name_en" = 'Cuba', "name_ja" = 'キューバ' WHERE "code" = 'CU';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Cape Verde', "name_en" = 'Cabo Verde', "name_ja" = 'カーボベルデ' WHERE "code" = 'CV';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Curaçao', "name_en" = 'Curacao', "name_ja" = 'キュラソー' WHERE "code" = 'CW';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Đảo Giáng Sinh', "name_en" = 'Christmas Island', "name_ja" = 'クリスマス島' WHERE "code" = 'CX';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Síp', "name_en" = 'Cyprus', "name_ja" = 'キプロス' WHERE "code" = 'CY';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Séc', "name_en" = 'Czechia', "name_ja" = 'チェコ' WHERE "code" = 'CZ';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Đức', "name_en" = 'Germany', "name_ja" = 'ドイツ' WHERE "code" = 'DE';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Djibouti', "name_en" = 'Djibouti', "name_ja" = 'ジブチ' WHERE "code" = 'DJ';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Đan Mạch', "name_en" = 'Denmark', "name_ja" = 'デンマーク' WHERE "code" = 'DK';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Dominica', "name_en" = 'Dominica', "name_ja" = 'ドミニカ国' WHERE "code" = 'DM';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Cộng hòa Dominica', "name_en" = 'Dominican Republic', "name_ja" = 'ドミニカ共和国' WHERE "code" = 'DO';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Algeria', "name_en" = 'Algeria', "name_ja" = 'アルジェリア' WHERE "code" = 'DZ';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Ecuador', "name_en" = 'Ecuador', "name_ja" = 'エクアドル' WHERE "code" = 'EC';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Estonia', "name_en" = 'Estonia', "name_ja" = 'エストニア' WHERE "code" = 'EE';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Ai Cập', "name_en" = 'Egypt', "name_ja" = 'エジプト' WHERE "code" = 'EG';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Tây Sahara', "name_en" = 'Western Sahara', "name_ja" = '西サハラ' WHERE "code" = 'EH';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Eritrea', "name_en" = 'Eritrea', "name_ja" = 'エリトリア' WHERE "code" = 'ER';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Tây Ban Nha', "name_en" = 'Spain', "name_ja" = 'スペイン' WHERE "code" = 'ES';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Ethiopia', "name_en" = 'Ethiopia', "name_ja" = 'エチオピア' WHERE "code" = 'ET';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Phần Lan', "name_en" = 'Finland', "name_ja" = 'フィンランド' WHERE "code" = 'FI';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Fiji', "name_en" = 'Fiji', "name_ja" = 'フィジー' WHERE "code" = 'FJ';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Quần đảo Falkland', "name_en" = 'Falkland Islands', "name_ja" = 'フォークランド諸島' WHERE "code" = 'FK';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Micronesia', "name_en" = 'Micronesia', "name_ja" = 'ミクロネシア連邦' WHERE "code" = 'FM';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Quần đảo Faroe', "name_en" = 'Faroe Islands', "name_ja" = 'フェロー諸島' WHERE "code" = 'FO';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Pháp', "name_en" = 'France', "name_ja" = 'フランス' WHERE "code" = 'FR';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Gabon', "name_en" = 'Gabon', "name_ja" = 'ガボン' WHERE "code" = 'GA';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Vương quốc Anh', "name_en" = 'United Kingdom', "name_ja" = 'イギリス' WHERE "code" = 'GB';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Grenada', "name_en" = 'Grenada', "name_ja" = 'グレナダ' WHERE "code" = 'GD';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Georgia', "name_en" = 'Georgia', "name_ja" = 'ジョージア' WHERE "code" = 'GE';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Guiana thuộc Pháp', "name_en" = 'French Guiana', "name_ja" = '仏領ギアナ' WHERE "code" = 'GF';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Guernsey', "name_en" = 'Guernsey', "name_ja" = 'ガーンジー' WHERE "code" = 'GG';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Ghana', "name_en" = 'Ghana', "name_ja" = 'ガーナ' WHERE "code" = 'GH';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Gibraltar', "name_en" = 'Gibraltar', "name_ja" = 'ジブラルタル' WHERE "code" = 'GI';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Greenland', "name_en" = 'Greenland', "name_ja" = 'グリーンランド' WHERE "code" = 'GL';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Gambia', "name_en" = 'Gambia', "name_ja" = 'ガンビア' WHERE "code" = 'GM';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Guinea', "name_en" = 'Guinea', "name_ja" = 'ギニア' WHERE "code" = 'GN';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Guadeloupe', "name_en" = 'Guadeloupe', "name_ja" = 'グアドループ' WHERE "code" = 'GP';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Guinea Xích Đạo', "name_en" = 'Equatorial Guinea', "name_ja" = '赤道ギニア' WHERE "code" = 'GQ';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Hy Lạp', "name_en" = 'Greece', "name_ja" = 'ギリシャ' WHERE "code" = 'GR';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Nam Georgia & Quần đảo Nam Sandwich', "name_en" = 'South Georgia and the South Sandwich Islands', "name_ja" = 'サウスジョージア・サウスサンドウィッチ諸島' WHERE "code" = 'GS';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Guatemala', "name_en" = 'Guatemala', "name_ja" = 'グアテマラ' WHERE "code" = 'GT';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Guam', "name_en" = 'Guam', "name_ja" = 'グアム' WHERE "code" = 'GU';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Guinea-Bissau', "name_en" = 'Guinea-Bissau', "name_ja" = 'ギニアビサウ' WHERE "code" = 'GW';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Guyana', "name_en" = 'Guyana', "name_ja" = 'ガイアナ' WHERE "code" = 'GY';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Đặc khu Hành chính Hồng Kông, Trung Quốc', "name_en" = 'Hong Kong', "name_ja" = '中華人民共和国香港特別行政区' WHERE "code" = 'HK';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Quần đảo Heard và McDonald', "name_en" = 'Heard Island and McDonald Islands', "name_ja" = 'ハード島・マクドナルド諸島' WHERE "code" = 'HM';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Honduras', "name_en" = 'Honduras', "name_ja" = 'ホンジュラス' WHERE "code" = 'HN';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Croatia', "name_en" = 'Croatia', "name_ja" = 'クロアチア' WHERE "code" = 'HR';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Haiti', "name_en" = 'Haiti', "name_ja" = 'ハイチ' WHERE "code" = 'HT';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Hungary', "name_en" = 'Hungary', "name_ja" = 'ハンガリー' WHERE "code" = 'HU';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Indonesia', "name_en" = 'Indonesia', "name_ja" = 'インドネシア' WHERE "code" = 'ID';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Ireland', "name_en" = 'Ireland', "name_ja" = 'アイルランド' WHERE "code" = 'IE';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Israel', "name_en" = 'Israel', "name_ja" = 'イスラエル' WHERE "code" = 'IL';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Đảo Man', "name_en" = 'Isle of Man', "name_ja" = 'マン島' WHERE "code" = 'IM';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Ấn Độ', "name_en" = 'India', "name_ja" = 'インド' WHERE "code" = 'IN';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Lãnh thổ Ấn Độ Dương thuộc Anh', "name_en" = 'British Indian Ocean Territory', "name_ja" = '英領インド洋地域' WHERE "code" = 'IO';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Iraq', "name_en" = 'Iraq', "name_ja" = 'イラク' WHERE "code" = 'IQ';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Iran', "name_en" = 'Iran', "name_ja" = 'イラン' WHERE "code" = 'IR';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Iceland', "name_en" = 'Iceland', "name_ja" = 'アイスランド' WHERE "code" = 'IS';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Italy', "name_en" = 'Italy', "name_ja" = 'イタリア' WHERE "code" = 'IT';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Jersey', "name_en" = 'Jersey', "name_ja" = 'ジャージー' WHERE "code" = 'JE';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Jamaica', "name_en" = 'Jamaica', "name_ja" = 'ジャマイカ' WHERE "code" = 'JM';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Jordan', "name_en" = 'Jordan', "name_ja" = 'ヨルダン' WHERE "code" = 'JO';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Nhật Bản', "name_en" = 'Japan', "name_ja" = '日本' WHERE "code" = 'JP';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Kenya', "name_en" = 'Kenya', "name_ja" = 'ケニア' WHERE "code" = 'KE';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Kyrgyzstan', "name_en" = 'Kyrgyzstan', "name_ja" = 'キルギス' WHERE "code" = 'KG';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Campuchia', "name_en" = 'Cambodia', "name_ja" = 'カンボジア' WHERE "code" = 'KH';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Kiribati', "name_en" = 'Kiribati', "name_ja" = 'キリバス' WHERE "code" = 'KI';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Comoros', "name_en" = 'Comoros', "name_ja" = 'コモロ' WHERE "code" = 'KM';
--> statement-breakpoint
UPDATE "country" SET "name" = 'St. Kitts và Nevis', "name_en" = 'Saint Kitts and Nevis', "name_ja" = 'セントクリストファー・ネーヴィス' WHERE "code" = 'KN';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Triều Tiên', "name_en" = 'North Korea', "name_ja" = '北朝鮮' WHERE "code" = 'KP';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Hàn Quốc', "name_en" = 'South Korea', "name_ja" = '韓国' WHERE "code" = 'KR';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Kuwait', "name_en" = 'Kuwait', "name_ja" = 'クウェート' WHERE "code" = 'KW';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Quần đảo Cayman', "name_en" = 'Cayman Islands', "name_ja" = 'ケイマン諸島' WHERE "code" = 'KY';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Kazakhstan', "name_en" = 'Kazakhstan', "name_ja" = 'カザフスタン' WHERE "code" = 'KZ';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Lào', "name_en" = 'Laos', "name_ja" = 'ラオス' WHERE "code" = 'LA';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Li-băng', "name_en" = 'Lebanon', "name_ja" = 'レバノン' WHERE "code" = 'LB';
--> statement-breakpoint
UPDATE "country" SET "name" = 'St. Lucia', "name_en" = 'Saint Lucia', "name_ja" = 'セントルシア' WHERE "code" = 'LC';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Liechtenstein', "name_en" = 'Liechtenstein', "name_ja" = 'リヒテンシュタイン' WHERE "code" = 'LI';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Sri Lanka', "name_en" = 'Sri Lanka', "name_ja" = 'スリランカ' WHERE "code" = 'LK';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Liberia', "name_en" = 'Liberia', "name_ja" = 'リベリア' WHERE "code" = 'LR';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Lesotho', "name_en" = 'Lesotho', "name_ja" = 'レソト' WHERE "code" = 'LS';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Litva', "name_en" = 'Lithuania', "name_ja" = 'リトアニア' WHERE "code" = 'LT';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Luxembourg', "name_en" = 'Luxembourg', "name_ja" = 'ルクセンブルク' WHERE "code" = 'LU';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Latvia', "name_en" = 'Latvia', "name_ja" = 'ラトビア' WHERE "code" = 'LV';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Libya', "name_en" = 'Libya', "name_ja" = 'リビア' WHERE "code" = 'LY';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Ma-rốc', "name_en" = 'Morocco', "name_ja" = 'モロッコ' WHERE "code" = 'MA';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Monaco', "name_en" = 'Monaco', "name_ja" = 'モナコ' WHERE "code" = 'MC';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Moldova', "name_en" = 'Moldova', "name_ja" = 'モルドバ' WHERE "code" = 'MD';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Montenegro', "name_en" = 'Montenegro', "name_ja" = 'モンテネグロ' WHERE "code" = 'ME';
--> statement-breakpoint
UPDATE "country" SET "name" = 'St. Martin', "name_en" = 'Saint Martin', "name_ja" = 'サン・マルタン' WHERE "code" = 'MF';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Madagascar', "name_en" = 'Madagascar', "name_ja" = 'マダガスカル' WHERE "code" = 'MG';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Quần đảo Marshall', "name_en" = 'Marshall Islands', "name_ja" = 'マーシャル諸島' WHERE "code" = 'MH';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Bắc Macedonia', "name_en" = 'North Macedonia', "name_ja" = '北マケドニア' WHERE "code" = 'MK';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Mali', "name_en" = 'Mali', "name_ja" = 'マリ' WHERE "code" = 'ML';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Myanmar (Miến Điện)', "name_en" = 'Myanmar', "name_ja" = 'ミャンマー (ビルマ)' WHERE "code" = 'MM';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Mông Cổ', "name_en" = 'Mongolia', "name_ja" = 'モンゴル' WHERE "code" = 'MN';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Đặc khu Hành chính Macao, Trung Quốc', "name_en" = 'Macao', "name_ja" = '中華人民共和国マカオ特別行政区' WHERE "code" = 'MO';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Quần đảo Bắc Mariana', "name_en" = 'Northern Mariana Islands', "name_ja" = '北マリアナ諸島' WHERE "code" = 'MP';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Martinique', "name_en" = 'Martinique', "name_ja" = 'マルティニーク' WHERE "code" = 'MQ';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Mauritania', "name_en" = 'Mauritania', "name_ja" = 'モーリタニア' WHERE "code" = 'MR';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Montserrat', "name_en" = 'Montserrat', "name_ja" = 'モントセラト' WHERE "code" = 'MS';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Malta', "name_en" = 'Malta', "name_ja" = 'マルタ' WHERE "code" = 'MT';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Mauritius', "name_en" = 'Mauritius', "name_ja" = 'モーリシャス' WHERE "code" = 'MU';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Maldives', "name_en" = 'Maldives', "name_ja" = 'モルディブ' WHERE "code" = 'MV';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Malawi', "name_en" = 'Malawi', "name_ja" = 'マラウイ' WHERE "code" = 'MW';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Mexico', "name_en" = 'Mexico', "name_ja" = 'メキシコ' WHERE "code" = 'MX';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Malaysia', "name_en" = 'Malaysia', "name_ja" = 'マレーシア' WHERE "code" = 'MY';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Mozambique', "name_en" = 'Mozambique', "name_ja" = 'モザンビーク' WHERE "code" = 'MZ';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Namibia', "name_en" = 'Namibia', "name_ja" = 'ナミビア' WHERE "code" = 'NA';
--> statement-breakpoint
UPDATE "country" SET "name" = 'New Caledonia', "name_en" = 'New Caledonia', "name_ja" = 'ニューカレドニア' WHERE "code" = 'NC';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Niger', "name_en" = 'Niger', "name_ja" = 'ニジェール' WHERE "code" = 'NE';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Đảo Norfolk', "name_en" = 'Norfolk Island', "name_ja" = 'ノーフォーク島' WHERE "code" = 'NF';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Nigeria', "name_en" = 'Nigeria', "name_ja" = 'ナイジェリア' WHERE "code" = 'NG';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Nicaragua', "name_en" = 'Nicaragua', "name_ja" = 'ニカラグア' WHERE "code" = 'NI';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Hà Lan', "name_en" = 'Netherlands', "name_ja" = 'オランダ' WHERE "code" = 'NL';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Na Uy', "name_en" = 'Norway', "name_ja" = 'ノルウェー' WHERE "code" = 'NO';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Nepal', "name_en" = 'Nepal', "name_ja" = 'ネパール' WHERE "code" = 'NP';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Nauru', "name_en" = 'Nauru', "name_ja" = 'ナウル' WHERE "code" = 'NR';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Niue', "name_en" = 'Niue', "name_ja" = 'ニウエ' WHERE "code" = 'NU';
--> statement-breakpoint
UPDATE "country" SET "name" = 'New Zealand', "name_en" = 'New Zealand', "name_ja" = 'ニュージーランド' WHERE "code" = 'NZ';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Oman', "name_en" = 'Oman', "name_ja" = 'オマーン' WHERE "code" = 'OM';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Panama', "name_en" = 'Panama', "name_ja" = 'パナマ' WHERE "code" = 'PA';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Peru', "name_en" = 'Peru', "name_ja" = 'ペルー' WHERE "code" = 'PE';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Polynesia thuộc Pháp', "name_en" = 'French Polynesia', "name_ja" = '仏領ポリネシア' WHERE "code" = 'PF';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Papua New Guinea', "name_en" = 'Papua New Guinea', "name_ja" = 'パプアニューギニア' WHERE "code" = 'PG';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Philippines', "name_en" = 'Philippines', "name_ja" = 'フィリピン' WHERE "code" = 'PH';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Pakistan', "name_en" = 'Pakistan', "name_ja" = 'パキスタン' WHERE "code" = 'PK';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Ba Lan', "name_en" = 'Poland', "name_ja" = 'ポーランド' WHERE "code" = 'PL';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Saint Pierre và Miquelon', "name_en" = 'Saint Pierre and Miquelon', "name_ja" = 'サンピエール島・ミクロン島' WHERE "code" = 'PM';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Quần đảo Pitcairn', "name_en" = 'Pitcairn Islands', "name_ja" = 'ピトケアン諸島' WHERE "code" = 'PN';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Puerto Rico', "name_en" = 'Puerto Rico', "name_ja" = 'プエルトリコ' WHERE "code" = 'PR';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Lãnh thổ Palestine', "name_en" = 'Palestine', "name_ja" = 'パレスチナ自治区' WHERE "code" = 'PS';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Bồ Đào Nha', "name_en" = 'Portugal', "name_ja" = 'ポルトガル' WHERE "code" = 'PT';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Palau', "name_en" = 'Palau', "name_ja" = 'パラオ' WHERE "code" = 'PW';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Paraguay', "name_en" = 'Paraguay', "name_ja" = 'パラグアイ' WHERE "code" = 'PY';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Qatar', "name_en" = 'Qatar', "name_ja" = 'カタール' WHERE "code" = 'QA';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Réunion', "name_en" = 'Reunion', "name_ja" = 'レユニオン' WHERE "code" = 'RE';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Romania', "name_en" = 'Romania', "name_ja" = 'ルーマニア' WHERE "code" = 'RO';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Serbia', "name_en" = 'Serbia', "name_ja" = 'セルビア' WHERE "code" = 'RS';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Nga', "name_en" = 'Russia', "name_ja" = 'ロシア' WHERE "code" = 'RU';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Rwanda', "name_en" = 'Rwanda', "name_ja" = 'ルワンダ' WHERE "code" = 'RW';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Ả Rập Xê-út', "name_en" = 'Saudi Arabia', "name_ja" = 'サウジアラビア' WHERE "code" = 'SA';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Quần đảo Solomon', "name_en" = 'Solomon Islands', "name_ja" = 'ソロモン諸島' WHERE "code" = 'SB';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Seychelles', "name_en" = 'Seychelles', "name_ja" = 'セーシェル' WHERE "code" = 'SC';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Sudan', "name_en" = 'Sudan', "name_ja" = 'スーダン' WHERE "code" = 'SD';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Thụy Điển', "name_en" = 'Sweden', "name_ja" = 'スウェーデン' WHERE "code" = 'SE';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Singapore', "name_en" = 'Singapore', "name_ja" = 'シンガポール' WHERE "code" = 'SG';
--> statement-breakpoint
UPDATE "country" SET "name" = 'St. Helena', "name_en" = 'Saint Helena', "name_ja" = 'セントヘレナ' WHERE "code" = 'SH';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Slovenia', "name_en" = 'Slovenia', "name_ja" = 'スロベニア' WHERE "code" = 'SI';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Svalbard và Jan Mayen', "name_en" = 'Svalbard and Jan Mayen', "name_ja" = 'スバールバル諸島・ヤンマイエン島' WHERE "code" = 'SJ';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Slovakia', "name_en" = 'Slovakia', "name_ja" = 'スロバキア' WHERE "code" = 'SK';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Sierra Leone', "name_en" = 'Sierra Leone', "name_ja" = 'シエラレオネ' WHERE "code" = 'SL';
--> statement-breakpoint
UPDATE "country" SET "name" = 'San Marino', "name_en" = 'San Marino', "name_ja" = 'サンマリノ' WHERE "code" = 'SM';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Senegal', "name_en" = 'Senegal', "name_ja" = 'セネガル' WHERE "code" = 'SN';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Somalia', "name_en" = 'Somalia', "name_ja" = 'ソマリア' WHERE "code" = 'SO';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Suriname', "name_en" = 'Suriname', "name_ja" = 'スリナム' WHERE "code" = 'SR';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Nam Sudan', "name_en" = 'South Sudan', "name_ja" = '南スーダン' WHERE "code" = 'SS';
--> statement-breakpoint
UPDATE "country" SET "name" = 'São Tomé và Príncipe', "name_en" = 'Sao Tome and Principe', "name_ja" = 'サントメ・プリンシペ' WHERE "code" = 'ST';
--> statement-breakpoint
UPDATE "country" SET "name" = 'El Salvador', "name_en" = 'El Salvador', "name_ja" = 'エルサルバドル' WHERE "code" = 'SV';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Sint Maarten', "name_en" = 'Sint Maarten', "name_ja" = 'シント・マールテン' WHERE "code" = 'SX';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Syria', "name_en" = 'Syria', "name_ja" = 'シリア' WHERE "code" = 'SY';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Eswatini', "name_en" = 'Eswatini', "name_ja" = 'エスワティニ' WHERE "code" = 'SZ';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Tristan da Cunha', "name_en" = 'Tristan da Cunha', "name_ja" = 'トリスタン・ダ・クーニャ' WHERE "code" = 'TA';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Quần đảo Turks và Caicos', "name_en" = 'Turks and Caicos Islands', "name_ja" = 'タークス・カイコス諸島' WHERE "code" = 'TC';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Chad', "name_en" = 'Chad', "name_ja" = 'チャド' WHERE "code" = 'TD';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Lãnh thổ phía Nam Thuộc Pháp', "name_en" = 'French Southern Territories', "name_ja" = '仏領極南諸島' WHERE "code" = 'TF';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Togo', "name_en" = 'Togo', "name_ja" = 'トーゴ' WHERE "code" = 'TG';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Thái Lan', "name_en" = 'Thailand', "name_ja" = 'タイ' WHERE "code" = 'TH';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Tajikistan', "name_en" = 'Tajikistan', "name_ja" = 'タジキスタン' WHERE "code" = 'TJ';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Tokelau', "name_en" = 'Tokelau', "name_ja" = 'トケラウ' WHERE "code" = 'TK';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Timor-Leste', "name_en" = 'East Timor', "name_ja" = '東ティモール' WHERE "code" = 'TL';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Turkmenistan', "name_en" = 'Turkmenistan', "name_ja" = 'トルクメニスタン' WHERE "code" = 'TM';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Tunisia', "name_en" = 'Tunisia', "name_ja" = 'チュニジア' WHERE "code" = 'TN';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Tonga', "name_en" = 'Tonga', "name_ja" = 'トンガ' WHERE "code" = 'TO';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Thổ Nhĩ Kỳ', "name_en" = 'Türkiye', "name_ja" = 'トルコ' WHERE "code" = 'TR';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Trinidad và Tobago', "name_en" = 'Trinidad and Tobago', "name_ja" = 'トリニダード・トバゴ' WHERE "code" = 'TT';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Tuvalu', "name_en" = 'Tuvalu', "name_ja" = 'ツバル' WHERE "code" = 'TV';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Đài Loan', "name_en" = 'Taiwan', "name_ja" = '台湾' WHERE "code" = 'TW';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Tanzania', "name_en" = 'Tanzania', "name_ja" = 'タンザニア' WHERE "code" = 'TZ';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Ukraina', "name_en" = 'Ukraine', "name_ja" = 'ウクライナ' WHERE "code" = 'UA';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Uganda', "name_en" = 'Uganda', "name_ja" = 'ウガンダ' WHERE "code" = 'UG';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Các tiểu đảo xa của Hoa Kỳ', "name_en" = 'U.S. Minor Outlying Islands', "name_ja" = '合衆国領有小離島' WHERE "code" = 'UM';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Hoa Kỳ', "name_en" = 'United States', "name_ja" = 'アメリカ合衆国' WHERE "code" = 'US';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Uruguay', "name_en" = 'Uruguay', "name_ja" = 'ウルグアイ' WHERE "code" = 'UY';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Uzbekistan', "name_en" = 'Uzbekistan', "name_ja" = 'ウズベキスタン' WHERE "code" = 'UZ';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Thành Vatican', "name_en" = 'Vatican City', "name_ja" = 'バチカン市国' WHERE "code" = 'VA';
--> statement-breakpoint
UPDATE "country" SET "name" = 'St. Vincent và Grenadines', "name_en" = 'Saint Vincent and the Grenadines', "name_ja" = 'セントビンセント及びグレナディーン諸島' WHERE "code" = 'VC';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Venezuela', "name_en" = 'Venezuela', "name_ja" = 'ベネズエラ' WHERE "code" = 'VE';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Quần đảo Virgin thuộc Anh', "name_en" = 'British Virgin Islands', "name_ja" = '英領ヴァージン諸島' WHERE "code" = 'VG';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Quần đảo Virgin thuộc Hoa Kỳ', "name_en" = 'U.S. Virgin Islands', "name_ja" = '米領ヴァージン諸島' WHERE "code" = 'VI';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Việt Nam', "name_en" = 'Vietnam', "name_ja" = 'ベトナム' WHERE "code" = 'VN';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Vanuatu', "name_en" = 'Vanuatu', "name_ja" = 'バヌアツ' WHERE "code" = 'VU';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Wallis và Futuna', "name_en" = 'Wallis and Futuna', "name_ja" = 'ウォリス・フツナ' WHERE "code" = 'WF';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Samoa', "name_en" = 'Samoa', "name_ja" = 'サモア' WHERE "code" = 'WS';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Kosovo', "name_en" = 'Kosovo', "name_ja" = 'コソボ' WHERE "code" = 'XK';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Yemen', "name_en" = 'Yemen', "name_ja" = 'イエメン' WHERE "code" = 'YE';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Mayotte', "name_en" = 'Mayotte', "name_ja" = 'マヨット' WHERE "code" = 'YT';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Nam Phi', "name_en" = 'South Africa', "name_ja" = '南アフリカ' WHERE "code" = 'ZA';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Zambia', "name_en" = 'Zambia', "name_ja" = 'ザンビア' WHERE "code" = 'ZM';
--> statement-breakpoint
UPDATE "country" SET "name" = 'Zimbabwe', "name_en" = 'Zimbabwe', "name_ja" = 'ジンバブエ' WHERE "code" = 'ZW';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Dirham UAE', "name_en" = 'UAE Dirham', "name_ja" = 'アラブ首長国連邦ディルハム' WHERE "code" = 'AED';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Afghani Afghanistan', "name_en" = 'Afghani', "name_ja" = 'アフガニスタン アフガニー' WHERE "code" = 'AFN';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Lek Albania', "name_en" = 'Lek', "name_ja" = 'アルバニア レク' WHERE "code" = 'ALL';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Dram Armenia', "name_en" = 'Armenian Dram', "name_ja" = 'アルメニア ドラム' WHERE "code" = 'AMD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Guilder Antille Hà Lan', "name_en" = 'Netherlands Antillean Guilder', "name_ja" = 'オランダ領アンティル ギルダー' WHERE "code" = 'ANG';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Kwanza Angola', "name_en" = 'Kwanza', "name_ja" = 'アンゴラ クワンザ' WHERE "code" = 'AOA';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Peso Argentina', "name_en" = 'Argentine Peso', "name_ja" = 'アルゼンチン ペソ' WHERE "code" = 'ARS';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Đô la Australia', "name_en" = 'Australian Dollar', "name_ja" = 'オーストラリア ドル' WHERE "code" = 'AUD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Florin Aruba', "name_en" = 'Aruban Florin', "name_ja" = 'アルバ フロリン' WHERE "code" = 'AWG';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Manat Azerbaijan', "name_en" = 'Azerbaijan Manat', "name_ja" = 'アゼルバイジャン マナト' WHERE "code" = 'AZN';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Mark Bosnia-Herzegovina có thể chuyển đổi', "name_en" = 'Convertible Mark', "name_ja" = 'ボスニア・ヘルツェゴビナ 兌換マルク (BAM)' WHERE "code" = 'BAM';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Đô la Barbados', "name_en" = 'Barbados Dollar', "name_ja" = 'バルバドス ドル' WHERE "code" = 'BBD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Taka Bangladesh', "name_en" = 'Taka', "name_ja" = 'バングラデシュ タカ' WHERE "code" = 'BDT';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Lev Bulgaria', "name_en" = 'Bulgarian Lev', "name_ja" = 'ブルガリア 新レフ' WHERE "code" = 'BGN';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Dinar Bahrain', "name_en" = 'Bahraini Dinar', "name_ja" = 'バーレーン ディナール' WHERE "code" = 'BHD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Franc Burundi', "name_en" = 'Burundi Franc', "name_ja" = 'ブルンジ フラン' WHERE "code" = 'BIF';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Đô la Bermuda', "name_en" = 'Bermudian Dollar', "name_ja" = 'バミューダ ドル' WHERE "code" = 'BMD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Đô la Brunei', "name_en" = 'Brunei Dollar', "name_ja" = 'ブルネイ ドル' WHERE "code" = 'BND';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Boliviano Bolivia', "name_en" = 'Boliviano', "name_ja" = 'ボリビア ボリビアーノ' WHERE "code" = 'BOB';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Real Braxin', "name_en" = 'Brazilian Real', "name_ja" = 'ブラジル レアル' WHERE "code" = 'BRL';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Đô la Bahamas', "name_en" = 'Bahamian Dollar', "name_ja" = 'バハマ ドル' WHERE "code" = 'BSD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Ngultrum Bhutan', "name_en" = 'Ngultrum', "name_ja" = 'ブータン ニュルタム' WHERE "code" = 'BTN';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Pula Botswana', "name_en" = 'Pula', "name_ja" = 'ボツワナ プラ' WHERE "code" = 'BWP';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Rúp Belarus', "name_en" = 'Belarusian Ruble', "name_ja" = 'ベラルーシ ルーブル' WHERE "code" = 'BYN';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Đô la Belize', "name_en" = 'Belize Dollar', "name_ja" = 'ベリーズ ドル' WHERE "code" = 'BZD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Đô la Canada', "name_en" = 'Canadian Dollar', "name_ja" = 'カナダ ドル' WHERE "code" = 'CAD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Franc Congo', "name_en" = 'Congolese Franc', "name_ja" = 'コンゴ フラン' WHERE "code" = 'CDF';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Franc Thụy sĩ', "name_en" = 'Swiss Franc', "name_ja" = 'スイス フラン' WHERE "code" = 'CHF';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Peso Chile', "name_en" = 'Chilean Peso', "name_ja" = 'チリ ペソ' WHERE "code" = 'CLP';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Nhân dân tệ', "name_en" = 'Yuan Renminbi', "name_ja" = '中国人民元' WHERE "code" = 'CNY';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Peso Colombia', "name_en" = 'Colombian Peso', "name_ja" = 'コロンビア ペソ' WHERE "code" = 'COP';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Colón Costa Rica', "name_en" = 'Costa Rican Colon', "name_ja" = 'コスタリカ コロン' WHERE "code" = 'CRC';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Peso Cuba có thể chuyển đổi', "name_en" = 'Peso Convertible', "name_ja" = 'キューバ 兌換ペソ' WHERE "code" = 'CUC';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Peso Cuba', "name_en" = 'Cuban Peso', "name_ja" = 'キューバ ペソ' WHERE "code" = 'CUP';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Escudo Cape Verde', "name_en" = 'Cabo Verde Escudo', "name_ja" = 'カーボベルデ エスクード' WHERE "code" = 'CVE';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Koruna Cộng hòa Séc', "name_en" = 'Czech Koruna', "name_ja" = 'チェコ コルナ' WHERE "code" = 'CZK';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Franc Djibouti', "name_en" = 'Djibouti Franc', "name_ja" = 'ジブチ フラン' WHERE "code" = 'DJF';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Krone Đan Mạch', "name_en" = 'Danish Krone', "name_ja" = 'デンマーク クローネ' WHERE "code" = 'DKK';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Peso Dominica', "name_en" = 'Dominican Peso', "name_ja" = 'ドミニカ ペソ' WHERE "code" = 'DOP';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Dinar Algeria', "name_en" = 'Algerian Dinar', "name_ja" = 'アルジェリア ディナール' WHERE "code" = 'DZD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Bảng Ai Cập', "name_en" = 'Egyptian Pound', "name_ja" = 'エジプト ポンド' WHERE "code" = 'EGP';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Nakfa Eritrea', "name_en" = 'Nakfa', "name_ja" = 'エリトリア ナクファ' WHERE "code" = 'ERN';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Birr Ethiopia', "name_en" = 'Ethiopian Birr', "name_ja" = 'エチオピア ブル' WHERE "code" = 'ETB';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Euro', "name_en" = 'Euro', "name_ja" = 'ユーロ' WHERE "code" = 'EUR';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Đô la Fiji', "name_en" = 'Fiji Dollar', "name_ja" = 'フィジー ドル' WHERE "code" = 'FJD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Bảng Quần đảo Falkland', "name_en" = 'Falkland Islands Pound', "name_ja" = 'フォークランド（マルビナス）諸島 ポンド' WHERE "code" = 'FKP';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Bảng Anh', "name_en" = 'Pound Sterling', "name_ja" = '英国ポンド' WHERE "code" = 'GBP';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Lari Georgia', "name_en" = 'Lari', "name_ja" = 'ジョージア ラリ' WHERE "code" = 'GEL';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Cedi Ghana', "name_en" = 'Ghana Cedi', "name_ja" = 'ガーナ セディ' WHERE "code" = 'GHS';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Bảng Gibraltar', "name_en" = 'Gibraltar Pound', "name_ja" = 'ジブラルタル ポンド' WHERE "code" = 'GIP';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Dalasi Gambia', "name_en" = 'Dalasi', "name_ja" = 'ガンビア ダラシ' WHERE "code" = 'GMD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Franc Guinea', "name_en" = 'Guinean Franc', "name_ja" = 'ギニア フラン' WHERE "code" = 'GNF';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Quetzal Guatemala', "name_en" = 'Quetzal', "name_ja" = 'グアテマラ ケツァル' WHERE "code" = 'GTQ';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Đô la Guyana', "name_en" = 'Guyana Dollar', "name_ja" = 'ガイアナ ドル' WHERE "code" = 'GYD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Đô la Hồng Kông', "name_en" = 'Hong Kong Dollar', "name_ja" = '香港ドル' WHERE "code" = 'HKD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Lempira Honduras', "name_en" = 'Lempira', "name_ja" = 'ホンジュラス レンピラ' WHERE "code" = 'HNL';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Gourde Haiti', "name_en" = 'Gourde', "name_ja" = 'ハイチ グールド' WHERE "code" = 'HTG';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Forint Hungary', "name_en" = 'Forint', "name_ja" = 'ハンガリー フォリント' WHERE "code" = 'HUF';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Rupiah Indonesia', "name_en" = 'Rupiah', "name_ja" = 'インドネシア ルピア' WHERE "code" = 'IDR';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Sheqel Israel mới', "name_en" = 'New Israeli Sheqel', "name_ja" = 'イスラエル新シェケル' WHERE "code" = 'ILS';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Rupee Ấn Độ', "name_en" = 'Indian Rupee', "name_ja" = 'インド ルピー' WHERE "code" = 'INR';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Dinar Iraq', "name_en" = 'Iraqi Dinar', "name_ja" = 'イラク ディナール' WHERE "code" = 'IQD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Rial Iran', "name_en" = 'Iranian Rial', "name_ja" = 'イラン リアル' WHERE "code" = 'IRR';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Króna Iceland', "name_en" = 'Iceland Krona', "name_ja" = 'アイスランド クローナ' WHERE "code" = 'ISK';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Đô la Jamaica', "name_en" = 'Jamaican Dollar', "name_ja" = 'ジャマイカ ドル' WHERE "code" = 'JMD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Dinar Jordan', "name_en" = 'Jordanian Dinar', "name_ja" = 'ヨルダン ディナール' WHERE "code" = 'JOD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Yên Nhật', "name_en" = 'Yen', "name_ja" = '日本円' WHERE "code" = 'JPY';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Shilling Kenya', "name_en" = 'Kenyan Shilling', "name_ja" = 'ケニア シリング' WHERE "code" = 'KES';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Som Kyrgyzstan', "name_en" = 'Som', "name_ja" = 'キルギス ソム' WHERE "code" = 'KGS';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Riel Campuchia', "name_en" = 'Riel', "name_ja" = 'カンボジア リエル' WHERE "code" = 'KHR';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Franc Comoros', "name_en" = 'Comorian Franc ', "name_ja" = 'コモロ フラン' WHERE "code" = 'KMF';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Won Triều Tiên', "name_en" = 'North Korean Won', "name_ja" = '北朝鮮ウォン' WHERE "code" = 'KPW';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Won Hàn Quốc', "name_en" = 'Won', "name_ja" = '韓国ウォン' WHERE "code" = 'KRW';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Dinar Kuwait', "name_en" = 'Kuwaiti Dinar', "name_ja" = 'クウェート ディナール' WHERE "code" = 'KWD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Đô la Quần đảo Cayman', "name_en" = 'Cayman Islands Dollar', "name_ja" = 'ケイマン諸島 ドル' WHERE "code" = 'KYD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Tenge Kazakhstan', "name_en" = 'Tenge', "name_ja" = 'カザフスタン テンゲ' WHERE "code" = 'KZT';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Kip Lào', "name_en" = 'Lao Kip', "name_ja" = 'ラオス キープ' WHERE "code" = 'LAK';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Bảng Li-băng', "name_en" = 'Lebanese Pound', "name_ja" = 'レバノン ポンド' WHERE "code" = 'LBP';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Rupee Sri Lanka', "name_en" = 'Sri Lanka Rupee', "name_ja" = 'スリランカ ルピー' WHERE "code" = 'LKR';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Đô la Liberia', "name_en" = 'Liberian Dollar', "name_ja" = 'リベリア ドル' WHERE "code" = 'LRD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Loti Lesotho', "name_en" = 'Loti', "name_ja" = 'レソト ロティ' WHERE "code" = 'LSL';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Dinar Libi', "name_en" = 'Libyan Dinar', "name_ja" = 'リビア ディナール' WHERE "code" = 'LYD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Dirham Ma-rốc', "name_en" = 'Moroccan Dirham', "name_ja" = 'モロッコ ディルハム' WHERE "code" = 'MAD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Leu Moldova', "name_en" = 'Moldovan Leu', "name_ja" = 'モルドバ レイ' WHERE "code" = 'MDL';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Ariary Madagascar', "name_en" = 'Malagasy Ariary', "name_ja" = 'マダガスカル アリアリ' WHERE "code" = 'MGA';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Denar Macedonia', "name_en" = 'Denar', "name_ja" = 'マケドニア デナル' WHERE "code" = 'MKD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Kyat Myanma', "name_en" = 'Kyat', "name_ja" = 'ミャンマー チャット' WHERE "code" = 'MMK';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Tugrik Mông Cổ', "name_en" = 'Tugrik', "name_ja" = 'モンゴル トグログ' WHERE "code" = 'MNT';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Pataca Ma Cao', "name_en" = 'Pataca', "name_ja" = 'マカオ パタカ' WHERE "code" = 'MOP';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Ouguiya Mauritania', "name_en" = 'Ouguiya', "name_ja" = 'モーリタニア ウギア' WHERE "code" = 'MRU';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Rupee Mauritius', "name_en" = 'Mauritius Rupee', "name_ja" = 'モーリシャス ルピー' WHERE "code" = 'MUR';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Rufiyaa Maldives', "name_en" = 'Rufiyaa', "name_ja" = 'モルディブ ルフィア' WHERE "code" = 'MVR';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Kwacha Malawi', "name_en" = 'Malawi Kwacha', "name_ja" = 'マラウィ クワチャ' WHERE "code" = 'MWK';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Peso Mexico', "name_en" = 'Mexican Peso', "name_ja" = 'メキシコ ペソ' WHERE "code" = 'MXN';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Ringgit Malaysia', "name_en" = 'Malaysian Ringgit', "name_ja" = 'マレーシア リンギット' WHERE "code" = 'MYR';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Metical Mozambique', "name_en" = 'Mozambique Metical', "name_ja" = 'モザンビーク メティカル' WHERE "code" = 'MZN';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Đô la Namibia', "name_en" = 'Namibia Dollar', "name_ja" = 'ナミビア ドル' WHERE "code" = 'NAD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Naira Nigeria', "name_en" = 'Naira', "name_ja" = 'ナイジェリア ナイラ' WHERE "code" = 'NGN';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Córdoba Nicaragua', "name_en" = 'Cordoba Oro', "name_ja" = 'ニカラグア コルドバ オロ' WHERE "code" = 'NIO';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Krone Na Uy', "name_en" = 'Norwegian Krone', "name_ja" = 'ノルウェー クローネ' WHERE "code" = 'NOK';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Rupee Nepal', "name_en" = 'Nepalese Rupee', "name_ja" = 'ネパール ルピー' WHERE "code" = 'NPR';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Đô la New Zealand', "name_en" = 'New Zealand Dollar', "name_ja" = 'ニュージーランド ドル' WHERE "code" = 'NZD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Rial Oman', "name_en" = 'Rial Omani', "name_ja" = 'オマーン リアル' WHERE "code" = 'OMR';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Balboa Panama', "name_en" = 'Balboa', "name_ja" = 'パナマ バルボア' WHERE "code" = 'PAB';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Sol Peru', "name_en" = 'Sol', "name_ja" = 'ペルー ソル' WHERE "code" = 'PEN';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Kina Papua New Guinea', "name_en" = 'Kina', "name_ja" = 'パプアニューギニア キナ' WHERE "code" = 'PGK';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Peso Philipin', "name_en" = 'Philippine Peso', "name_ja" = 'フィリピン ペソ' WHERE "code" = 'PHP';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Rupee Pakistan', "name_en" = 'Pakistan Rupee', "name_ja" = 'パキスタン ルピー' WHERE "code" = 'PKR';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Zloty Ba Lan', "name_en" = 'Zloty', "name_ja" = 'ポーランド ズウォティ' WHERE "code" = 'PLN';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Guarani Paraguay', "name_en" = 'Guarani', "name_ja" = 'パラグアイ グアラニ' WHERE "code" = 'PYG';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Rial Qatar', "name_en" = 'Qatari Rial', "name_ja" = 'カタール リアル' WHERE "code" = 'QAR';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Leu Romania', "name_en" = 'Romanian Leu', "name_ja" = 'ルーマニア レイ' WHERE "code" = 'RON';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Dinar Serbia', "name_en" = 'Serbian Dinar', "name_ja" = 'セルビア ディナール' WHERE "code" = 'RSD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Rúp Nga', "name_en" = 'Russian Ruble', "name_ja" = 'ロシア ルーブル' WHERE "code" = 'RUB';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Franc Rwanda', "name_en" = 'Rwanda Franc', "name_ja" = 'ルワンダ フラン' WHERE "code" = 'RWF';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Riyal Ả Rập Xê-út', "name_en" = 'Saudi Riyal', "name_ja" = 'サウジ リヤル' WHERE "code" = 'SAR';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Đô la quần đảo Solomon', "name_en" = 'Solomon Islands Dollar', "name_ja" = 'ソロモン諸島 ドル' WHERE "code" = 'SBD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Rupee Seychelles', "name_en" = 'Seychelles Rupee', "name_ja" = 'セーシェル ルピー' WHERE "code" = 'SCR';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Bảng Sudan', "name_en" = 'Sudanese Pound', "name_ja" = 'スーダン ポンド' WHERE "code" = 'SDG';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Krona Thụy Điển', "name_en" = 'Swedish Krona', "name_ja" = 'スウェーデン クローナ' WHERE "code" = 'SEK';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Đô la Singapore', "name_en" = 'Singapore Dollar', "name_ja" = 'シンガポール ドル' WHERE "code" = 'SGD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Bảng St. Helena', "name_en" = 'Saint Helena Pound', "name_ja" = 'セントヘレナ ポンド' WHERE "code" = 'SHP';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Leone Sierra Leone', "name_en" = 'Leone', "name_ja" = 'シエラレオネ レオン' WHERE "code" = 'SLE';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Shilling Somali', "name_en" = 'Somali Shilling', "name_ja" = 'ソマリア シリング' WHERE "code" = 'SOS';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Đô la Suriname', "name_en" = 'Surinam Dollar', "name_ja" = 'スリナム ドル' WHERE "code" = 'SRD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Bảng Nam Sudan', "name_en" = 'South Sudanese Pound', "name_ja" = '南スーダン ポンド' WHERE "code" = 'SSP';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Dobra São Tomé và Príncipe', "name_en" = 'Dobra', "name_ja" = 'サントメ・プリンシペ ドブラ' WHERE "code" = 'STN';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Colón El Salvador', "name_en" = 'El Salvador Colon', "name_ja" = 'エルサルバドル コロン' WHERE "code" = 'SVC';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Bảng Syria', "name_en" = 'Syrian Pound', "name_ja" = 'シリア ポンド' WHERE "code" = 'SYP';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Lilangeni Swaziland', "name_en" = 'Lilangeni', "name_ja" = 'スワジランド リランゲニ' WHERE "code" = 'SZL';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Bạt Thái Lan', "name_en" = 'Baht', "name_ja" = 'タイ バーツ' WHERE "code" = 'THB';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Somoni Tajikistan', "name_en" = 'Somoni', "name_ja" = 'タジキスタン ソモニ' WHERE "code" = 'TJS';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Manat Turkmenistan', "name_en" = 'Turkmenistan New Manat', "name_ja" = 'トルクメニスタン マナト' WHERE "code" = 'TMT';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Dinar Tunisia', "name_en" = 'Tunisian Dinar', "name_ja" = 'チュニジア ディナール' WHERE "code" = 'TND';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Paʻanga Tonga', "name_en" = 'Pa’anga', "name_ja" = 'トンガ パ・アンガ' WHERE "code" = 'TOP';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Lia Thổ Nhĩ Kỳ', "name_en" = 'Turkish Lira', "name_ja" = 'トルコ リラ' WHERE "code" = 'TRY';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Đô la Trinidad và Tobago', "name_en" = 'Trinidad and Tobago Dollar', "name_ja" = 'トリニダード・トバゴ ドル' WHERE "code" = 'TTD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Đô la Đài Loan mới', "name_en" = 'New Taiwan Dollar', "name_ja" = '新台湾ドル' WHERE "code" = 'TWD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Shilling Tanzania', "name_en" = 'Tanzanian Shilling', "name_ja" = 'タンザニア シリング' WHERE "code" = 'TZS';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Hryvnia Ukraina', "name_en" = 'Hryvnia', "name_ja" = 'ウクライナ フリヴニャ' WHERE "code" = 'UAH';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Shilling Uganda', "name_en" = 'Uganda Shilling', "name_ja" = 'ウガンダ シリング' WHERE "code" = 'UGX';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Đô la Mỹ', "name_en" = 'US Dollar', "name_ja" = '米ドル' WHERE "code" = 'USD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Peso Uruguay', "name_en" = 'Peso Uruguayo', "name_ja" = 'ウルグアイ ペソ' WHERE "code" = 'UYU';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Som Uzbekistan', "name_en" = 'Uzbekistan Sum', "name_ja" = 'ウズベキスタン スム' WHERE "code" = 'UZS';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Bolívar Soberano', "name_en" = 'Bolívar Soberano', "name_ja" = 'Bolívar Soberano' WHERE "code" = 'VED';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Bolívar Venezuela', "name_en" = 'Bolívar Soberano', "name_ja" = 'ベネズエラ ボリバル' WHERE "code" = 'VES';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Đồng Việt Nam', "name_en" = 'Dong', "name_ja" = 'ベトナム ドン' WHERE "code" = 'VND';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Vatu Vanuatu', "name_en" = 'Vatu', "name_ja" = 'バヌアツ バツ' WHERE "code" = 'VUV';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Tala Samoa', "name_en" = 'Tala', "name_ja" = 'サモア タラ' WHERE "code" = 'WST';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Franc CFA Trung Phi', "name_en" = 'CFA Franc BEAC', "name_ja" = '中央アフリカ CFA フラン' WHERE "code" = 'XAF';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Đô la Đông Caribê', "name_en" = 'East Caribbean Dollar', "name_ja" = '東カリブ ドル' WHERE "code" = 'XCD';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Franc CFA Tây Phi', "name_en" = 'CFA Franc BCEAO', "name_ja" = '西アフリカ CFA フラン' WHERE "code" = 'XOF';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Franc CFP', "name_en" = 'CFP Franc', "name_ja" = 'CFP フラン' WHERE "code" = 'XPF';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Rial Yemen', "name_en" = 'Yemeni Rial', "name_ja" = 'イエメン リアル' WHERE "code" = 'YER';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Rand Nam Phi', "name_en" = 'Rand', "name_ja" = '南アフリカ ランド' WHERE "code" = 'ZAR';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Kwacha Zambia', "name_en" = 'Zambian Kwacha', "name_ja" = 'ザンビア クワチャ' WHERE "code" = 'ZMW';
--> statement-breakpoint
UPDATE "currency" SET "name" = 'Zimbabwean Gold', "name_en" = 'Zimbabwe Gold', "name_ja" = 'ジンバブエ ゴールド' WHERE "code" = 'ZWG';
--> statement-breakpoint
UPDATE "global_zone" SET "name" = 'Châu Phi', "name_en" = 'Africa', "name_ja" = 'アフリカ' WHERE "code" = 'AF';
--> statement-breakpoint
UPDATE "global_zone" SET "name" = 'Châu Nam Cực', "name_en" = 'Antarctica', "name_ja" = '南極' WHERE "code" = 'AN';
--> statement-breakpoint
UPDATE "global_zone" SET "name" = 'Châu Á', "name_en" = 'Asia', "name_ja" = 'アジア' WHERE "code" = 'AS';
--> statement-breakpoint
UPDATE "global_zone" SET "name" = 'Châu Âu', "name_en" = 'Europe', "name_ja" = 'ヨーロッパ' WHERE "code" = 'EU';
--> statement-breakpoint
UPDATE "global_zone" SET "name" = 'Bắc Mỹ', "name_en" = 'North America', "name_ja" = '北アメリカ' WHERE "code" = 'NA';
--> statement-breakpoint
UPDATE "global_zone" SET "name" = 'Châu Đại Dương', "name_en" = 'Oceania', "name_ja" = 'オセアニア' WHERE "code" = 'OC';
--> statement-breakpoint
UPDATE "global_zone" SET "name" = 'Nam Mỹ', "name_en" = 'South America', "name_ja" = '南アメリカ' WHERE "code" = 'SA';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Hokkaido', "name_en" = 'Hokkaido', "name_ja" = '北海道' WHERE "code" = 'JP-01';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Aomori', "name_en" = 'Aomori', "name_ja" = '青森県' WHERE "code" = 'JP-02';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Iwate', "name_en" = 'Iwate', "name_ja" = '岩手県' WHERE "code" = 'JP-03';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Miyagi', "name_en" = 'Miyagi', "name_ja" = '宮城県' WHERE "code" = 'JP-04';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Akita', "name_en" = 'Akita', "name_ja" = '秋田県' WHERE "code" = 'JP-05';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Yamagata', "name_en" = 'Yamagata', "name_ja" = '山形県' WHERE "code" = 'JP-06';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Fukushima', "name_en" = 'Fukushima', "name_ja" = '福島県' WHERE "code" = 'JP-07';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Ibaraki', "name_en" = 'Ibaraki', "name_ja" = '茨城県' WHERE "code" = 'JP-08';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Tochigi', "name_en" = 'Tochigi', "name_ja" = '栃木県' WHERE "code" = 'JP-09';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Gunma', "name_en" = 'Gunma', "name_ja" = '群馬県' WHERE "code" = 'JP-10';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Saitama', "name_en" = 'Saitama', "name_ja" = '埼玉県' WHERE "code" = 'JP-11';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Chiba', "name_en" = 'Chiba', "name_ja" = '千葉県' WHERE "code" = 'JP-12';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Tokyo', "name_en" = 'Tokyo', "name_ja" = '東京都' WHERE "code" = 'JP-13';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Kanagawa', "name_en" = 'Kanagawa', "name_ja" = '神奈川県' WHERE "code" = 'JP-14';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Niigata', "name_en" = 'Niigata', "name_ja" = '新潟県' WHERE "code" = 'JP-15';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Toyama', "name_en" = 'Toyama', "name_ja" = '富山県' WHERE "code" = 'JP-16';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Ishikawa', "name_en" = 'Ishikawa', "name_ja" = '石川県' WHERE "code" = 'JP-17';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Fukui', "name_en" = 'Fukui', "name_ja" = '福井県' WHERE "code" = 'JP-18';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Yamanashi', "name_en" = 'Yamanashi', "name_ja" = '山梨県' WHERE "code" = 'JP-19';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Nagano', "name_en" = 'Nagano', "name_ja" = '長野県' WHERE "code" = 'JP-20';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Gifu', "name_en" = 'Gifu', "name_ja" = '岐阜県' WHERE "code" = 'JP-21';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Shizuoka', "name_en" = 'Shizuoka', "name_ja" = '静岡県' WHERE "code" = 'JP-22';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Aichi', "name_en" = 'Aichi', "name_ja" = '愛知県' WHERE "code" = 'JP-23';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Mie', "name_en" = 'Mie', "name_ja" = '三重県' WHERE "code" = 'JP-24';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Shiga', "name_en" = 'Shiga', "name_ja" = '滋賀県' WHERE "code" = 'JP-25';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Kyoto', "name_en" = 'Kyoto', "name_ja" = '京都府' WHERE "code" = 'JP-26';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Osaka', "name_en" = 'Osaka', "name_ja" = '大阪府' WHERE "code" = 'JP-27';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Hyogo', "name_en" = 'Hyogo', "name_ja" = '兵庫県' WHERE "code" = 'JP-28';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Nara', "name_en" = 'Nara', "name_ja" = '奈良県' WHERE "code" = 'JP-29';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Wakayama', "name_en" = 'Wakayama', "name_ja" = '和歌山県' WHERE "code" = 'JP-30';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Tottori', "name_en" = 'Tottori', "name_ja" = '鳥取県' WHERE "code" = 'JP-31';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Shimane', "name_en" = 'Shimane', "name_ja" = '島根県' WHERE "code" = 'JP-32';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Okayama', "name_en" = 'Okayama', "name_ja" = '岡山県' WHERE "code" = 'JP-33';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Hiroshima', "name_en" = 'Hiroshima', "name_ja" = '広島県' WHERE "code" = 'JP-34';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Yamaguchi', "name_en" = 'Yamaguchi', "name_ja" = '山口県' WHERE "code" = 'JP-35';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Tokushima', "name_en" = 'Tokushima', "name_ja" = '徳島県' WHERE "code" = 'JP-36';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Kagawa', "name_en" = 'Kagawa', "name_ja" = '香川県' WHERE "code" = 'JP-37';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Ehime', "name_en" = 'Ehime', "name_ja" = '愛媛県' WHERE "code" = 'JP-38';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Kochi', "name_en" = 'Kochi', "name_ja" = '高知県' WHERE "code" = 'JP-39';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Fukuoka', "name_en" = 'Fukuoka', "name_ja" = '福岡県' WHERE "code" = 'JP-40';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Saga', "name_en" = 'Saga', "name_ja" = '佐賀県' WHERE "code" = 'JP-41';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Nagasaki', "name_en" = 'Nagasaki', "name_ja" = '長崎県' WHERE "code" = 'JP-42';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Kumamoto', "name_en" = 'Kumamoto', "name_ja" = '熊本県' WHERE "code" = 'JP-43';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Oita', "name_en" = 'Oita', "name_ja" = '大分県' WHERE "code" = 'JP-44';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Miyazaki', "name_en" = 'Miyazaki', "name_ja" = '宮崎県' WHERE "code" = 'JP-45';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Kagoshima', "name_en" = 'Kagoshima', "name_ja" = '鹿児島県' WHERE "code" = 'JP-46';
--> statement-breakpoint
UPDATE "state_province" SET "name" = 'Okinawa', "name_en" = 'Okinawa', "name_ja" = '沖縄県' WHERE "code" = 'JP-47';
--> statement-breakpoint
UPDATE "commodity" SET "name" = 'Mỹ phẩm', "name_en" = 'Cosmetics', "name_ja" = '化粧品' WHERE "code" = 'COS';
--> statement-breakpoint
UPDATE "commodity" SET "name" = 'Thực phẩm chức năng', "name_en" = 'Dietary supplements', "name_ja" = '健康食品' WHERE "code" = 'SUP';
--> statement-breakpoint
UPDATE "commodity" SET "name" = 'Quần áo', "name_en" = 'Clothing', "name_ja" = '衣類' WHERE "code" = 'CLO';
--> statement-breakpoint
UPDATE "commodity" SET "name" = 'Giày dép', "name_en" = 'Footwear', "name_ja" = '履物' WHERE "code" = 'SHOE';
--> statement-breakpoint
UPDATE "commodity" SET "name" = 'Túi xách', "name_en" = 'Bags', "name_ja" = 'バッグ' WHERE "code" = 'BAG';
--> statement-breakpoint
UPDATE "commodity" SET "name" = 'Đồng hồ', "name_en" = 'Watches', "name_ja" = '時計' WHERE "code" = 'WATCH';
--> statement-breakpoint
UPDATE "commodity" SET "name" = 'Đồ chơi', "name_en" = 'Toys', "name_ja" = '玩具' WHERE "code" = 'TOY';
--> statement-breakpoint
UPDATE "commodity" SET "name" = 'Điện thoại di động', "name_en" = 'Mobile phones', "name_ja" = '携帯電話' WHERE "code" = 'PHONE';
--> statement-breakpoint
UPDATE "commodity" SET "name" = 'Máy ảnh', "name_en" = 'Cameras', "name_ja" = 'カメラ' WHERE "code" = 'CAM';
--> statement-breakpoint
UPDATE "commodity" SET "name" = 'Sách', "name_en" = 'Books', "name_ja" = '書籍' WHERE "code" = 'BOOK';
--> statement-breakpoint
UPDATE "commodity" SET "name" = 'Phụ tùng ô tô', "name_en" = 'Car parts', "name_ja" = '自動車部品' WHERE "code" = 'AUTO';
--> statement-breakpoint
UPDATE "commodity_group" SET "name" = 'Điện tử', "name_en" = 'Electronics', "name_ja" = '電子機器' WHERE "code" = 'ELEC';
--> statement-breakpoint
UPDATE "commodity_group" SET "name" = 'Thời trang', "name_en" = 'Fashion', "name_ja" = 'ファッション' WHERE "code" = 'FASH';
--> statement-breakpoint
UPDATE "commodity_group" SET "name" = 'Mỹ phẩm và chăm sóc cá nhân', "name_en" = 'Beauty and personal care', "name_ja" = '美容・パーソナルケア' WHERE "code" = 'BEAU';
--> statement-breakpoint
UPDATE "commodity_group" SET "name" = 'Thực phẩm', "name_en" = 'Food', "name_ja" = '食品' WHERE "code" = 'FOOD';
--> statement-breakpoint
UPDATE "commodity_group" SET "name" = 'Đồ gia dụng', "name_en" = 'Household goods', "name_ja" = '家庭用品' WHERE "code" = 'HOME';
--> statement-breakpoint
UPDATE "commodity_group" SET "name" = 'Đồ chơi và sưu tầm', "name_en" = 'Toys and collectibles', "name_ja" = '玩具・コレクション' WHERE "code" = 'TOYS';
--> statement-breakpoint
UPDATE "commodity_group" SET "name" = 'Khác', "name_en" = 'Other', "name_ja" = 'その他' WHERE "code" = 'OTHR';
--> statement-breakpoint
UPDATE "product_type" SET "name" = 'Hàng mới', "name_en" = 'New goods', "name_ja" = '新品' WHERE "code" = 'NEW';
--> statement-breakpoint
UPDATE "product_type" SET "name" = 'Hàng đã qua sử dụng', "name_en" = 'Used goods', "name_ja" = '中古品' WHERE "code" = 'USED';
--> statement-breakpoint
UPDATE "product_type" SET "name" = 'Hàng đấu giá', "name_en" = 'Auction goods', "name_ja" = 'オークション品' WHERE "code" = 'AUCTION';
--> statement-breakpoint
UPDATE "product_type" SET "name" = 'Hàng đặt trước', "name_en" = 'Pre-order goods', "name_ja" = '予約品' WHERE "code" = 'PREORDER';
--> statement-breakpoint
UPDATE "product_type" SET "name" = 'Quà tặng', "name_en" = 'Gifts', "name_ja" = 'ギフト' WHERE "code" = 'GIFT';
--> statement-breakpoint
UPDATE "product_origin" SET "name" = 'Nhật Bản', "name_en" = 'Japan', "name_ja" = '日本' WHERE "code" = 'JP';
--> statement-breakpoint
UPDATE "product_origin" SET "name" = 'Hoa Kỳ', "name_en" = 'United States', "name_ja" = 'アメリカ合衆国' WHERE "code" = 'US';
--> statement-breakpoint
UPDATE "product_origin" SET "name" = 'Trung Quốc', "name_en" = 'China', "name_ja" = '中国' WHERE "code" = 'CN';
--> statement-breakpoint
UPDATE "product_origin" SET "name" = 'Hàn Quốc', "name_en" = 'South Korea', "name_ja" = '韓国' WHERE "code" = 'KR';
--> statement-breakpoint
UPDATE "product_origin" SET "name" = 'Việt Nam', "name_en" = 'Vietnam', "name_ja" = 'ベトナム' WHERE "code" = 'VN';
--> statement-breakpoint
UPDATE "product_origin" SET "name" = 'Đức', "name_en" = 'Germany', "name_ja" = 'ドイツ' WHERE "code" = 'DE';
--> statement-breakpoint
UPDATE "product_origin" SET "name" = 'Pháp', "name_en" = 'France', "name_ja" = 'フランス' WHERE "code" = 'FR';
--> statement-breakpoint
UPDATE "product_origin" SET "name" = 'Thái Lan', "name_en" = 'Thailand', "name_ja" = 'タイ' WHERE "code" = 'TH';
--> statement-breakpoint
UPDATE "charges_group" SET "name" = 'Cước vận chuyển quốc tế', "name_en" = 'International freight', "name_ja" = '国際輸送費' WHERE "code" = 'FRT';
--> statement-breakpoint
UPDATE "charges_group" SET "name" = 'Phí địa phương', "name_en" = 'Local charges', "name_ja" = '現地費用' WHERE "code" = 'LOC';
--> statement-breakpoint
UPDATE "charges_group" SET "name" = 'Phí thông quan', "name_en" = 'Customs clearance fees', "name_ja" = '通関費用' WHERE "code" = 'CUS';
--> statement-breakpoint
UPDATE "charges_group" SET "name" = 'Phí vận chuyển nội địa', "name_en" = 'Domestic transport fees', "name_ja" = '国内輸送費' WHERE "code" = 'DOM';
--> statement-breakpoint
UPDATE "charges_group" SET "name" = 'Phí lưu kho', "name_en" = 'Storage fees', "name_ja" = '保管料' WHERE "code" = 'WHS';
--> statement-breakpoint
UPDATE "charges_group" SET "name" = 'Phí bảo hiểm', "name_en" = 'Insurance fees', "name_ja" = '保険料' WHERE "code" = 'INS';
--> statement-breakpoint
UPDATE "charges_group" SET "name" = 'Phí dịch vụ mua hộ', "name_en" = 'Purchasing service fees', "name_ja" = '購入代行手数料' WHERE "code" = 'SVC';
--> statement-breakpoint
UPDATE "shipping_product_type" SET "name" = 'Hàng thông thường', "name_en" = 'General goods', "name_ja" = '一般貨物' WHERE "code" = 'GEN';
--> statement-breakpoint
UPDATE "shipping_product_type" SET "name" = 'Hàng dễ vỡ', "name_en" = 'Fragile goods', "name_ja" = '割れ物' WHERE "code" = 'FRAGILE';
--> statement-breakpoint
UPDATE "shipping_product_type" SET "name" = 'Hàng có pin', "name_en" = 'Goods with batteries', "name_ja" = '電池入り商品' WHERE "code" = 'BATT';
--> statement-breakpoint
UPDATE "shipping_product_type" SET "name" = 'Chất lỏng, mỹ phẩm', "name_en" = 'Liquids and cosmetics', "name_ja" = '液体・化粧品' WHERE "code" = 'LIQ';
--> statement-breakpoint
UPDATE "shipping_product_type" SET "name" = 'Thực phẩm khô', "name_en" = 'Dry food', "name_ja" = '乾物' WHERE "code" = 'FOOD';
--> statement-breakpoint
UPDATE "shipping_product_type" SET "name" = 'Hàng cồng kềnh', "name_en" = 'Bulky goods', "name_ja" = '大型貨物' WHERE "code" = 'BULKY';
--> statement-breakpoint
UPDATE "shipping_product_type" SET "name" = 'Hàng hiệu giá trị cao', "name_en" = 'High-value branded goods', "name_ja" = '高額ブランド品' WHERE "code" = 'BRAND';
--> statement-breakpoint
UPDATE "special_service_type" SET "name" = 'Bảo hiểm hàng hóa', "name_en" = 'Cargo insurance', "name_ja" = '貨物保険' WHERE "code" = 'INSURANCE';
--> statement-breakpoint
UPDATE "special_service_type" SET "name" = 'Đóng kiện gỗ', "name_en" = 'Wooden crating', "name_ja" = '木枠梱包' WHERE "code" = 'WOODEN';
--> statement-breakpoint
UPDATE "special_service_type" SET "name" = 'Bọc chống sốc', "name_en" = 'Bubble wrapping', "name_ja" = '緩衝材梱包' WHERE "code" = 'BUBBLE';
--> statement-breakpoint
UPDATE "special_service_type" SET "name" = 'Kiểm đếm hàng', "name_en" = 'Goods count check', "name_ja" = '検品' WHERE "code" = 'INSPECT';
--> statement-breakpoint
UPDATE "special_service_type" SET "name" = 'Chụp ảnh sản phẩm', "name_en" = 'Product photos', "name_ja" = '商品撮影' WHERE "code" = 'PHOTO';
--> statement-breakpoint
UPDATE "special_service_type" SET "name" = 'Gộp / tách kiện', "name_en" = 'Combine / split parcels', "name_ja" = '同梱・分割' WHERE "code" = 'REPACK';
--> statement-breakpoint
UPDATE "payment_method" SET "name" = 'Tiền mặt', "name_en" = 'Cash', "name_ja" = '現金' WHERE "code" = 'CASH';
--> statement-breakpoint
UPDATE "payment_method" SET "name" = 'Chuyển khoản ngân hàng', "name_en" = 'Bank transfer', "name_ja" = '銀行振込' WHERE "code" = 'BANK';
--> statement-breakpoint
UPDATE "payment_method" SET "name" = 'Ví Kago', "name_en" = 'Kago wallet', "name_ja" = 'Kagoウォレット' WHERE "code" = 'WALLET';
--> statement-breakpoint
UPDATE "payment_method" SET "name" = 'Ví MoMo', "name_en" = 'MoMo wallet', "name_ja" = 'MoMoウォレット' WHERE "code" = 'MOMO';
--> statement-breakpoint
UPDATE "payment_method" SET "name" = 'VNPAY QR', "name_en" = 'VNPAY QR', "name_ja" = 'VNPAY QR' WHERE "code" = 'VNPAY';
--> statement-breakpoint
UPDATE "payment_method" SET "name" = 'Thẻ tín dụng Nhật', "name_en" = 'Japanese credit card', "name_ja" = '日本のクレジットカード' WHERE "code" = 'CARD-JP';
--> statement-breakpoint
UPDATE "quantity_unit" SET "name" = 'Cái', "name_en" = 'Piece', "name_ja" = '個' WHERE "code" = 'PCS';
--> statement-breakpoint
UPDATE "quantity_unit" SET "name" = 'Bộ', "name_en" = 'Set', "name_ja" = 'セット' WHERE "code" = 'SET';
--> statement-breakpoint
UPDATE "quantity_unit" SET "name" = 'Đôi', "name_en" = 'Pair', "name_ja" = '足' WHERE "code" = 'PAIR';
--> statement-breakpoint
UPDATE "quantity_unit" SET "name" = 'Hộp', "name_en" = 'Box', "name_ja" = '箱' WHERE "code" = 'BOX';
--> statement-breakpoint
UPDATE "quantity_unit" SET "name" = 'Gói', "name_en" = 'Pack', "name_ja" = 'パック' WHERE "code" = 'PACK';
--> statement-breakpoint
UPDATE "quantity_unit" SET "name" = 'Chai', "name_en" = 'Bottle', "name_ja" = '本' WHERE "code" = 'BTL';
--> statement-breakpoint
UPDATE "quantity_unit" SET "name" = 'Kilogram', "name_en" = 'Kilogram', "name_ja" = 'キログラム' WHERE "code" = 'KG';
--> statement-breakpoint
UPDATE "delivery_time" SET "name" = 'Chuyển phát nhanh', "name_en" = 'Express', "name_ja" = '速達' WHERE "code" = 'EXPRESS';
--> statement-breakpoint
UPDATE "delivery_time" SET "name" = 'Đường bay tiêu chuẩn', "name_en" = 'Standard air', "name_ja" = '航空便（標準）' WHERE "code" = 'AIR-STD';
--> statement-breakpoint
UPDATE "delivery_time" SET "name" = 'Đường bay tiết kiệm', "name_en" = 'Economy air', "name_ja" = '航空便（エコノミー）' WHERE "code" = 'AIR-ECO';
--> statement-breakpoint
UPDATE "delivery_time" SET "name" = 'Đường biển', "name_en" = 'Sea', "name_ja" = '船便' WHERE "code" = 'SEA';
--> statement-breakpoint
UPDATE "delivery_time" SET "name" = 'Giao trong ngày', "name_en" = 'Same-day delivery', "name_ja" = '当日配達' WHERE "code" = 'SAMEDAY';
--> statement-breakpoint
UPDATE "move_type" SET "name" = 'Hàng không tận nơi', "name_en" = 'Air door to door', "name_ja" = '航空 ドア・ツー・ドア' WHERE "code" = 'AIR-D2D';
--> statement-breakpoint
UPDATE "move_type" SET "name" = 'Hàng không sân bay đến sân bay', "name_en" = 'Air airport to airport', "name_ja" = '航空 空港間' WHERE "code" = 'AIR-A2A';
--> statement-breakpoint
UPDATE "move_type" SET "name" = 'Đường biển FCL CY/CY', "name_en" = 'Sea FCL CY/CY', "name_ja" = '海上 FCL CY/CY' WHERE "code" = 'FCL-CY';
--> statement-breakpoint
UPDATE "move_type" SET "name" = 'Đường biển LCL CFS/CFS', "name_en" = 'Sea LCL CFS/CFS', "name_ja" = '海上 LCL CFS/CFS' WHERE "code" = 'LCL-CFS';
--> statement-breakpoint
UPDATE "move_type" SET "name" = 'Vận tải bộ trong nước', "name_en" = 'Trucking within Vietnam', "name_ja" = 'ベトナム国内トラック輸送' WHERE "code" = 'ROAD-VN';
--> statement-breakpoint
UPDATE "move_type" SET "name" = 'Đường sắt Việt Nam - Trung Quốc', "name_en" = 'Rail Vietnam - China', "name_ja" = '鉄道 ベトナム－中国' WHERE "code" = 'RAIL-CN';
--> statement-breakpoint
UPDATE "move_type" SET "name" = 'Biển - hàng không qua Dubai', "name_en" = 'Sea-air via Dubai', "name_ja" = 'ドバイ経由シー・アンド・エア' WHERE "code" = 'SEA-AIR';
--> statement-breakpoint
-- The money moves' notes the system wrote become a label key (server/customers/transactionNotes.ts),
-- read in each language; an order's code stays in the note, where the keyword search finds it.
UPDATE "customer_transactions" SET "note_key" = 'orderPayment', "note" = substr("note", 7) WHERE "note" LIKE 'Order KG%';
--> statement-breakpoint
UPDATE "customer_transactions" SET "note_key" = 'bankDeposit', "note" = NULL WHERE "note" = 'Bank transfer';
--> statement-breakpoint
UPDATE "customer_transactions" SET "note_key" = 'bankWithdrawal', "note" = NULL WHERE "note" = 'Withdrawal to bank';
--> statement-breakpoint
UPDATE "customer_transactions" SET "note_key" = 'orderRefund', "note" = NULL WHERE "note" = 'Cancelled order';
--> statement-breakpoint
UPDATE "customer_transactions" SET "note_key" = 'vipHold', "note" = NULL WHERE "type" = 'vipHold' AND "note" IN ('VIP bidding enabled', 'VIP bidding enabled: cash held', 'Bật đấu giá VIP: tạm giữ tiền', 'VIP入札を有効化: 残高を保留');
--> statement-breakpoint
UPDATE "customer_transactions" SET "note_key" = 'vipRelease', "note" = NULL WHERE "type" = 'vipRelease' AND "note" IN ('VIP bidding disabled', 'VIP bidding disabled: cash returned', 'Tắt đấu giá VIP: hoàn lại tiền', 'VIP入札を無効化: 保留を解除');
--> statement-breakpoint
-- The seeded level table, warehouses and customs names, in the staff's words.
UPDATE "customer_levels" SET "name" = 'Thành viên' WHERE "code" = 'MEMBER' AND "name" = 'Member';
--> statement-breakpoint
UPDATE "customer_levels" SET "name" = 'Bạc' WHERE "code" = 'SILVER' AND "name" = 'Silver';
--> statement-breakpoint
UPDATE "customer_levels" SET "name" = 'Vàng' WHERE "code" = 'GOLD' AND "name" = 'Gold';
--> statement-breakpoint
UPDATE "customer_levels" SET "name" = 'Bạch kim' WHERE "code" = 'PLATINUM' AND "name" = 'Platinum';
--> statement-breakpoint
UPDATE "customer_levels" SET "name" = 'Kim cương' WHERE "code" = 'DIAMOND' AND "name" = 'Diamond';
--> statement-breakpoint
UPDATE "post_offices" SET "name" = 'Kho Tokyo' WHERE "code" = 'JP-TOKYO' AND "name" = 'Tokyo warehouse';
--> statement-breakpoint
UPDATE "post_offices" SET "name" = 'Kho Osaka' WHERE "code" = 'JP-OSAKA' AND "name" = 'Osaka warehouse';
--> statement-breakpoint
UPDATE "post_offices" SET "name" = 'Kho Los Angeles' WHERE "code" = 'US-LA' AND "name" = 'Los Angeles warehouse';
--> statement-breakpoint
UPDATE "post_offices" SET "name" = 'Bưu cục Hà Nội' WHERE "code" = 'VN-HN' AND "name" = 'Ha Noi post office';
--> statement-breakpoint
UPDATE "post_offices" SET "name" = 'Bưu cục TP Hồ Chí Minh' WHERE "code" = 'VN-HCM' AND "name" = 'Ho Chi Minh post office';
--> statement-breakpoint
UPDATE "post_offices" SET "name" = 'Kho Nagoya (đã đóng)' WHERE "code" = 'JP-NAGOYA' AND "name" = 'Nagoya warehouse (closed)';
--> statement-breakpoint
UPDATE "post_offices" SET "name" = 'Bưu cục Đà Nẵng (sắp mở)' WHERE "code" = 'VN-DN' AND "name" = 'Da Nang post office (opening)';
--> statement-breakpoint
-- An order's goods as declared to customs: its type's name in Vietnamese, not the type's code.
UPDATE "orders" SET "declared_name" = 'Máy ảnh' WHERE "declared_name" = 'camera';
--> statement-breakpoint
UPDATE "orders" SET "declared_name" = 'Máy chơi game' WHERE "declared_name" = 'console';
--> statement-breakpoint
UPDATE "orders" SET "declared_name" = 'Quần áo' WHERE "declared_name" = 'clothing';
--> statement-breakpoint
UPDATE "orders" SET "declared_name" = 'Mỹ phẩm' WHERE "declared_name" = 'cosmetics';
--> statement-breakpoint
UPDATE "orders" SET "declared_name" = 'Đồ chơi' WHERE "declared_name" = 'toy';
--> statement-breakpoint
UPDATE "orders" SET "declared_name" = 'Đồng hồ' WHERE "declared_name" = 'watch';
--> statement-breakpoint
UPDATE "orders" SET "declared_name" = 'Đồ gia dụng điện' WHERE "declared_name" = 'appliance';
--> statement-breakpoint
UPDATE "orders" SET "declared_name" = 'Giày dép' WHERE "declared_name" = 'shoes';
--> statement-breakpoint
UPDATE "orders" SET "declared_name" = 'Đồ dùng gia đình' WHERE "declared_name" = 'home';
--> statement-breakpoint
UPDATE "orders" SET "declared_name" = 'Thiết bị âm thanh' WHERE "declared_name" = 'audio';
--> statement-breakpoint
UPDATE "orders" SET "declared_name" = 'Văn phòng phẩm' WHERE "declared_name" = 'stationery';
--> statement-breakpoint
UPDATE "payment_wallets" SET "name" = 'Số dư Kago' WHERE "code" = 'KAGO-BALANCE' AND "name" = 'Kago balance';
--> statement-breakpoint
UPDATE "payment_wallets" SET "name" = 'Ví MoMo' WHERE "code" = 'MOMO' AND "name" = 'MoMo e-wallet';
--> statement-breakpoint
UPDATE "payment_wallets" SET "name" = 'Chuyển khoản ngân hàng' WHERE "code" = 'BANK-TRANSFER' AND "name" = 'Bank transfer';
--> statement-breakpoint
UPDATE "payment_wallets" SET "name" = 'Payoo (đã hết hợp đồng)' WHERE "code" = 'PAYOO-OLD' AND "name" = 'Payoo (contract ended)';
