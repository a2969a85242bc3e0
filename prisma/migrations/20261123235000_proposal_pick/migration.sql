-- Written by hand: Prisma does not manage functions.
--
-- The gacha's pick, with a bounded amount of work whatever the catalogue's size
-- (features/proposal/service.ts). It replaces proposal_draw, which also probed the bookings of
-- every stay of the pool and compared the seen list with the pool element by element (seen × pool).
-- Here the seen list and the pool meet in hash joins (seen + pool), and the booked stays are asked
-- afterwards for the picked destination's stays only, by the service.
--
-- Pick the first destination of the shuffled pool this visitor has not been shown; when all were
-- shown, forget the pool's part of the list and start again, avoiding the one shown last; record
-- the pick; return how many of the pool this visitor has now seen.
DROP FUNCTION IF EXISTS proposal_draw(uuid, uuid[], uuid[], date, date);

CREATE OR REPLACE FUNCTION proposal_pick(
  p_visitor uuid,
  p_order uuid[]
) RETURNS TABLE (destination_id uuid, reset boolean, seen integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_shown uuid[];
  v_pick uuid;
  v_reset boolean := false;
  v_last uuid;
BEGIN
  -- The list only spares the traveller repeats: after a crash losing the last draw is harmless,
  -- so the commit does not wait for the disk.
  PERFORM set_config('synchronous_commit', 'off', true);

  SELECT v.shown_destination_ids INTO v_shown FROM proposal_visitors v WHERE v.id = p_visitor FOR UPDATE;
  v_shown := coalesce(v_shown, '{}'::uuid[]);

  SELECT o.id INTO v_pick
  FROM unnest(p_order) WITH ORDINALITY AS o(id, ord)
  LEFT JOIN (SELECT DISTINCT x FROM unnest(v_shown) AS x) s ON s.x = o.id
  WHERE s.x IS NULL
  ORDER BY o.ord LIMIT 1;

  IF v_pick IS NULL THEN
    v_reset := true;
    v_last := v_shown[cardinality(v_shown)];
    SELECT o.id INTO v_pick
    FROM unnest(p_order) WITH ORDINALITY AS o(id, ord)
    WHERE cardinality(p_order) = 1 OR o.id IS DISTINCT FROM v_last
    ORDER BY o.ord LIMIT 1;
    v_shown := array(
      SELECT x FROM unnest(v_shown) WITH ORDINALITY AS s(x, ord)
      LEFT JOIN (SELECT DISTINCT id FROM unnest(p_order) AS id) p ON p.id = s.x
      WHERE p.id IS NULL ORDER BY s.ord
    );
  END IF;

  IF v_pick IS NULL THEN
    RETURN;
  END IF;

  v_shown := v_shown || v_pick;
  -- updated_at (indexed, for the sweep of idle visitors) moves at most daily, so most draws are
  -- HOT updates that touch no index.
  INSERT INTO proposal_visitors AS v (id, shown_destination_ids, created_at, updated_at)
  VALUES (p_visitor, v_shown, now(), now())
  ON CONFLICT (id) DO UPDATE SET
    shown_destination_ids = EXCLUDED.shown_destination_ids,
    updated_at = CASE WHEN v.updated_at < now() - interval '1 day' THEN now() ELSE v.updated_at END;

  RETURN QUERY SELECT
    v_pick,
    v_reset,
    (SELECT count(*)::integer FROM (SELECT DISTINCT x FROM unnest(v_shown) AS x) s JOIN (SELECT DISTINCT id FROM unnest(p_order) AS id) p ON p.id = s.x);
END;
$$;
