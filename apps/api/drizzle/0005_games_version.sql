CREATE SEQUENCE "public"."game_catalogue_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE FUNCTION "bump_game_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('game_catalogue_version');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "games_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "games" FOR EACH STATEMENT EXECUTE FUNCTION "bump_game_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "game_category_links_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "game_category_links" FOR EACH STATEMENT EXECUTE FUNCTION "bump_game_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "game_providers_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "game_providers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_game_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "game_categories_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "game_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_game_catalogue_version"();
