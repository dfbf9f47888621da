CREATE TABLE "game_tiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"game_alias" text,
	"category_slug" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "game_tiles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "game_tiles_one_target" CHECK (("game_tiles"."game_alias" is null) <> ("game_tiles"."category_slug" is null))
);
