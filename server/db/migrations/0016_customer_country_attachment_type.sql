ALTER TABLE "customers" ALTER COLUMN "country_code" SET DATA TYPE varchar(10);
--> statement-breakpoint
ALTER TABLE "notification_attachments" ALTER COLUMN "content_type" SET DATA TYPE varchar(255);
