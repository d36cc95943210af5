ALTER TABLE "post_offices" ADD COLUMN "name_en" varchar(255) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "post_offices" ADD COLUMN "name_ja" varchar(255) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payment_wallets" ADD COLUMN "name_en" varchar(255) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payment_wallets" ADD COLUMN "name_ja" varchar(255) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "customer_levels" ADD COLUMN "name_en" varchar(100) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "customer_levels" ADD COLUMN "name_ja" varchar(100) DEFAULT '' NOT NULL;
