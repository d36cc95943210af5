CREATE TABLE "oidc_payload" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payload_kind_id_pk" PRIMARY KEY("kind","id")
);

--> statement-breakpoint
CREATE INDEX "oidc_payload_grant_id" ON "oidc_payload" USING btree ("kind","grant_id");
--> statement-breakpoint
CREATE INDEX "oidc_payload_uid" ON "oidc_payload" USING btree ("kind","uid");
--> statement-breakpoint
CREATE INDEX "oidc_payload_user_code" ON "oidc_payload" USING btree ("kind","user_code");
--> statement-breakpoint
CREATE INDEX "oidc_payload_expires_at" ON "oidc_payload" USING btree ("expires_at");
