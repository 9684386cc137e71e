-- Live positions that mean the same on every instance (docs/decisions/0029-live-positions-from-the-database.md).
-- Each transaction that changes what public pages show draws one number from
-- live_change_position and sends it with its events: {"entity":…,"id":…,"op":…,"seq":42}.
-- The number is drawn under a transaction-scoped advisory lock held until commit, so writers of
-- these tables take turns from their first such change to their commit: numbers are handed
-- out in commit order, which is the order every listener receives the notifications in, and a
-- page that stands at N has seen every change numbered N or less. One number a transaction
-- keeps PostgreSQL's folding of identical payloads within a transaction.
CREATE SEQUENCE "public"."live_change_position" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  channel text := TG_ARGV[0];
  key_column text := TG_ARGV[1];
  changed bigint := 0;
  row_key text;
  position bigint;
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
    -- This transaction's number, once drawn (a setting local to the transaction).
    position := NULLIF(current_setting('live.position', true), '')::bigint;
    IF position IS NULL THEN
      PERFORM pg_advisory_xact_lock(72617002);
      position := nextval('live_change_position');
      PERFORM set_config('live.position', position::text, true);
    END IF;
    PERFORM pg_notify(channel, json_build_object(
      'entity', TG_TABLE_NAME,
      'id', CASE WHEN changed = 1 THEN row_key END,
      'op', TG_OP,
      'seq', position
    )::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Where an instance starts (or starts again after losing LISTEN): every number up to the
-- result belongs to a committed (or rolled back) transaction, every later one commits after
-- this call. Taking the writers' lock waits for the one holding a number, if any.
CREATE FUNCTION live_change_position_now() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  position bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(72617002);
  SELECT CASE WHEN is_called THEN last_value ELSE 0 END INTO position FROM live_change_position;
  RETURN position;
END $$;
