CREATE TABLE "revoked_token" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);

--> statement-breakpoint
CREATE TABLE "login_failure" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);

--> statement-breakpoint
CREATE TABLE "server_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE INDEX "revoked_token_expires_at" ON "revoked_token" USING btree ("expires_at");
--> statement-breakpoint
CREATE INDEX "login_failure_window_start" ON "login_failure" USING btree ("window_start");
