-- Keeps lead_counts exact: statement-level triggers with transition tables add and subtract
-- whole statements at once, so bulk inserts and bulk archives stay cheap.
CREATE FUNCTION lead_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_counts AS c (status, archived, n)
    SELECT status, deleted_at IS NOT NULL, count(*) FROM new_rows GROUP BY 1, 2
    ON CONFLICT (status, archived) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lead_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_counts AS c (status, archived, n)
    SELECT status, deleted_at IS NOT NULL, -count(*) FROM old_rows GROUP BY 1, 2
    ON CONFLICT (status, archived) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lead_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_counts AS c (status, archived, n)
    SELECT status, archived, sum(delta) FROM (
      SELECT status, deleted_at IS NOT NULL AS archived, -1 AS delta FROM old_rows
      UNION ALL
      SELECT status, deleted_at IS NOT NULL, 1 FROM new_rows
    ) AS changes
    GROUP BY 1, 2
    HAVING sum(delta) <> 0
    ON CONFLICT (status, archived) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER leads_counts_insert AFTER INSERT ON leads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_add();
--> statement-breakpoint
CREATE TRIGGER leads_counts_delete AFTER DELETE ON leads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_remove();
--> statement-breakpoint
CREATE TRIGGER leads_counts_update AFTER UPDATE ON leads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_move();
--> statement-breakpoint
INSERT INTO lead_counts (status, archived, n)
  SELECT status, deleted_at IS NOT NULL, count(*) FROM leads GROUP BY 1, 2
  ON CONFLICT (status, archived) DO UPDATE SET n = EXCLUDED.n;
