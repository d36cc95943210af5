CREATE TABLE "shipping_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"action" text NOT NULL,
	"stage_from" text,
	"stage_to" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "shipping_order_receivables" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"shipper_id" integer,
	"amount" numeric(18, 2) NOT NULL,
	"currency" text NOT NULL,
	"charged_by" text NOT NULL,
	"charged_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD COLUMN "queue" text;
--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD COLUMN "held" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD COLUMN "actual_pieces" integer;
--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD COLUMN "actual_weight_grams" numeric;
--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD COLUMN "piece_measures" varchar(2000);
--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD COLUMN "photos" text;
--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD COLUMN "boxes" integer;
--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD COLUMN "master_waybill" varchar(30);
--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD COLUMN "tracking_number" varchar(50);
--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD COLUMN "charge_total" numeric(18, 2);
--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD COLUMN "charge_currency" varchar(3);
--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD COLUMN "receiver_name" varchar(255);
--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD COLUMN "delivered_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "shipping_order_events" ADD CONSTRAINT "shipping_order_events_order_id_shipping_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shipping_orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "shipping_order_receivables" ADD CONSTRAINT "shipping_order_receivables_order_id_shipping_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shipping_orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "shipping_order_events_order" ON "shipping_order_events" USING btree ("order_id","id");
--> statement-breakpoint
CREATE INDEX "shipping_order_receivables_order" ON "shipping_order_receivables" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "shipping_order_receivables_shipper" ON "shipping_order_receivables" USING btree ("shipper_id","id");
--> statement-breakpoint
CREATE INDEX "shipping_orders_queue_filter" ON "shipping_orders" USING btree ("queue","send_date","id");
--> statement-breakpoint
CREATE INDEX "shipping_orders_master_waybill_filter" ON "shipping_orders" USING btree ("master_waybill","send_date","id");
--> statement-breakpoint
CREATE INDEX "shipping_orders_tracking_number_filter" ON "shipping_orders" USING btree ("tracking_number","send_date","id");
--> statement-breakpoint
CREATE INDEX "shipping_orders_tracking_number_trgm" ON "shipping_orders" USING gin ("tracking_number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "shipping_orders_master_waybill_trgm" ON "shipping_orders" USING gin ("master_waybill" gin_trgm_ops);
--> statement-breakpoint
update shipping_orders set queue = case stage
  when 'created' then 'receive'
  when 'received' then 'handling'
  when 'handled' then 'dispatch'
  when 'dispatched' then 'charge'
  when 'charged' then 'doc'
  when 'documented' then 'delivery'
  when 'delivering' then 'delivery'
  when 'deliveryFailed' then 'delivery'
  end,
  held = false;
