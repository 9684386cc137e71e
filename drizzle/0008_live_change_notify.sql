-- Live updates: every change to what public pages show is announced with pg_notify, on
-- `pricing_changes` (pricing_plans, the spec's channel) or `site_changes` (site config, theme
-- and page settings, pages and posts, media). The app listens and pushes the events to open
-- pages. The payload names the table, the row's key and the operation, never the row's data:
--   {"entity":"pricing_plans","id":"<uuid>","op":"UPDATE"}
--
-- Statement-level triggers: one notification per statement, whatever the number of rows. The
-- id is the row's key when the statement changed exactly one row, else null ("several rows"),
-- so a bulk reorder of the plans is one event, not one per plan. A statement that changed no
-- row (an upsert's untaken branch, ON CONFLICT DO NOTHING) announces nothing, so loaders that
-- insert missing defaults cannot set off refresh loops. NOTIFY is delivered at commit, after
-- the change is visible, and PostgreSQL folds identical payloads within one transaction.
--
-- media_variants has no trigger: variants (favicon sizes) are rendered lazily when first
-- requested, under URLs that follow the logo in website_config, so their rows never change
-- what a page shows and a visitor's favicon request must not refresh every open page.
CREATE FUNCTION live_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  channel text := TG_ARGV[0];
  key_column text := TG_ARGV[1];
  changed bigint := 0;
  row_key text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    changed := NULL; -- unknown: announced, without an id
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT count(*), min(%I::text) FROM old_rows', key_column)
      INTO changed, row_key;
  ELSE
    EXECUTE format('SELECT count(*), min(%I::text) FROM new_rows', key_column)
      INTO changed, row_key;
  END IF;
  IF changed IS DISTINCT FROM 0 THEN
    PERFORM pg_notify(channel, json_build_object(
      'entity', TG_TABLE_NAME,
      'id', CASE WHEN changed = 1 THEN row_key END,
      'op', TG_OP
    )::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Transition tables allow one event per trigger, hence three triggers (plus TRUNCATE) a table.
DO $$
DECLARE
  watched record;
BEGIN
  FOR watched IN
    SELECT * FROM (VALUES
      ('pricing_plans', 'pricing_changes', 'id'),
      ('website_config', 'site_changes', 'id'),
      ('website_settings', 'site_changes', 'setting_key'),
      ('website_pages', 'site_changes', 'id'),
      ('media_files', 'site_changes', 'id')
    ) AS t(table_name, channel, key_column)
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
         FOR EACH STATEMENT EXECUTE FUNCTION live_notify_change(%L, %L)',
      watched.table_name || '_live_insert', watched.table_name, watched.channel, watched.key_column);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows
         FOR EACH STATEMENT EXECUTE FUNCTION live_notify_change(%L, %L)',
      watched.table_name || '_live_update', watched.table_name, watched.channel, watched.key_column);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
         FOR EACH STATEMENT EXECUTE FUNCTION live_notify_change(%L, %L)',
      watched.table_name || '_live_delete', watched.table_name, watched.channel, watched.key_column);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I
         FOR EACH STATEMENT EXECUTE FUNCTION live_notify_change(%L, %L)',
      watched.table_name || '_live_truncate', watched.table_name, watched.channel, watched.key_column);
  END LOOP;
END $$;
