CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"audience" text DEFAULT 'everyone' NOT NULL,
	"storage_key" text NOT NULL,
	"show_as_popup" boolean DEFAULT true NOT NULL,
	"meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_id" integer NOT NULL,
	"port_id" integer,
	"phone" text DEFAULT '' NOT NULL,
	"emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"export_region" text,
	"has_access_bmsm" boolean DEFAULT false NOT NULL,
	"has_idirect_access" boolean DEFAULT false NOT NULL,
	"ddu_shipping_company_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" char(2) NOT NULL,
	"currency" char(3) NOT NULL,
	"export_region" text,
	"gst" numeric(6, 4) DEFAULT '1' NOT NULL,
	"default_port_id" integer,
	"is_searchable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" char(3) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"jpy_per_unit" numeric(14, 6) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currency_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"balance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"prefecture" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to" text[] NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"sender" text NOT NULL,
	"sender_email_address" text NOT NULL,
	"body" text NOT NULL,
	"vehicle_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "makes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "makes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" serial PRIMARY KEY NOT NULL,
	"make_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"vehicle_id" integer NOT NULL,
	"offer_amount" numeric(14, 2) NOT NULL,
	"currency" char(3) NOT NULL,
	"computed_fees" numeric(14, 2) NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"vehicle_price" text DEFAULT '' NOT NULL,
	"delivery_type" text DEFAULT '' NOT NULL,
	"checklist_link" text DEFAULT '' NOT NULL,
	"tab" smallint NOT NULL,
	"is_nzicp" boolean DEFAULT false NOT NULL,
	"is_ddu_stock" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ports" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"port_id" integer NOT NULL,
	"size_class" text NOT NULL,
	"freight_jpy" integer NOT NULL,
	"ofs_fees" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"contact_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'customer' NOT NULL,
	"company_id" integer,
	"active_currency" char(3) DEFAULT 'JPY' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"chassis" text NOT NULL,
	"make_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"grade" text DEFAULT '' NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint,
	"category_id" integer,
	"body_type" text NOT NULL,
	"kms" integer NOT NULL,
	"engine_cc" integer NOT NULL,
	"doors" smallint NOT NULL,
	"seats" smallint,
	"is_left_hand_drive" boolean DEFAULT false NOT NULL,
	"transmission" text NOT NULL,
	"fuel" text NOT NULL,
	"drive_type" text DEFAULT '2WD' NOT NULL,
	"wheel_style" smallint,
	"interior_type" text,
	"interior_color" text,
	"has_sun_roof" boolean DEFAULT false NOT NULL,
	"length_mm" integer,
	"width_mm" integer,
	"height_mm" integer,
	"color" text NOT NULL,
	"condition_grade" numeric(2, 1),
	"interior_grade" text,
	"condition" text DEFAULT 'used' NOT NULL,
	"location" text NOT NULL,
	"stock_tab" smallint DEFAULT 1 NOT NULL,
	"stock_type" text DEFAULT 'ibc' NOT NULL,
	"delivery_types" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"is_maxcare_unit" boolean DEFAULT false NOT NULL,
	"is_idirect" boolean DEFAULT false NOT NULL,
	"is_kap_stock" boolean DEFAULT false NOT NULL,
	"terms" text DEFAULT 'FOB' NOT NULL,
	"customer_terms" text,
	"dealer_id" integer,
	"dealer_name" text DEFAULT '' NOT NULL,
	"negotiate_currency" char(3) DEFAULT 'JPY' NOT NULL,
	"base_price" numeric(14, 2) NOT NULL,
	"size_class" text DEFAULT 'medium' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"photo_count" smallint DEFAULT 6 NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"listed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_accounts" ADD CONSTRAINT "currency_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_accounts" ADD CONSTRAINT "currency_accounts_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_make_id_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ports" ADD CONSTRAINT "ports_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_make_id_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_country_idx" ON "cities" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "currency_accounts_company_currency_uq" ON "currency_accounts" USING btree ("company_id","currency");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "models_make_name_uq" ON "models" USING btree ("make_id","name");--> statement-breakpoint
CREATE INDEX "offers_user_created_idx" ON "offers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_user_idempotency_uq" ON "offers" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_hash_uq" ON "one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "ports_country_idx" ON "ports" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_uq" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_rates_port_size_uq" ON "shipping_rates" USING btree ("port_id","size_class");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_chassis_uq" ON "vehicles" USING btree ("chassis");--> statement-breakpoint
CREATE INDEX "vehicles_tab_listed_idx" ON "vehicles" USING btree ("stock_tab","listed_at","id");--> statement-breakpoint
CREATE INDEX "vehicles_make_model_idx" ON "vehicles" USING btree ("make","model");--> statement-breakpoint
CREATE INDEX "vehicles_year_idx" ON "vehicles" USING btree ("year","id");--> statement-breakpoint
CREATE INDEX "vehicles_price_idx" ON "vehicles" USING btree ("base_price","id");--> statement-breakpoint
CREATE INDEX "vehicles_kms_idx" ON "vehicles" USING btree ("kms","id");--> statement-breakpoint
CREATE INDEX "vehicles_grade_idx" ON "vehicles" USING btree ("condition_grade","id");--> statement-breakpoint
CREATE INDEX "vehicles_listed_idx" ON "vehicles" USING btree ("listed_at","id");--> statement-breakpoint
CREATE INDEX "vehicles_fuel_idx" ON "vehicles" USING btree ("fuel");--> statement-breakpoint
CREATE INDEX "vehicles_search_text_trgm_idx" ON "vehicles" USING gin ("search_text" gin_trgm_ops);