CREATE TABLE "game_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "game_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "game_category_links" (
	"game_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "game_category_links_game_id_category_id_pk" PRIMARY KEY("game_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "game_favorites" (
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favorites_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_lobbies" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"category_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "game_lobbies_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "game_providers_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer,
	"game_id" integer NOT NULL,
	"mode" text NOT NULL,
	"platform" text NOT NULL,
	"language" text NOT NULL,
	"return_url" text,
	"currency_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"provider_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"platforms" text[] NOT NULL,
	"demo_allowed" boolean DEFAULT true NOT NULL,
	"freespins" boolean DEFAULT false NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"released_at" date NOT NULL,
	"top" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"rtp" numeric(5, 2),
	"volatility" text,
	"search_prefixes" text[] NOT NULL,
	"sort_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "games_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
ALTER TABLE "game_category_links" ADD CONSTRAINT "game_category_links_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_category_links" ADD CONSTRAINT "game_category_links_category_id_game_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."game_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favorites" ADD CONSTRAINT "game_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favorites" ADD CONSTRAINT "game_favorites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_lobbies" ADD CONSTRAINT "game_lobbies_category_id_game_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."game_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_category_links_category" ON "game_category_links" USING btree ("category_id","game_id");--> statement-breakpoint
CREATE INDEX "game_favorites_user_created" ON "game_favorites" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_token_hash" ON "game_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "game_sessions_user_created" ON "game_sessions" USING btree ("user_id","created_at" DESC NULLS LAST) WHERE "game_sessions"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "games_search_prefixes_gin" ON "games" USING gin ("search_prefixes");--> statement-breakpoint
CREATE INDEX "games_active_popularity" ON "games" USING btree ("active","popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "games_active_sort_name" ON "games" USING btree ("active","sort_name","id");--> statement-breakpoint
CREATE INDEX "games_active_released" ON "games" USING btree ("active","released_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "games_provider" ON "games" USING btree ("provider_id");