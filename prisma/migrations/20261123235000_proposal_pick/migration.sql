-- Written by hand: Prisma does not manage functions.
--
-- The gacha's pick, with a bounded amount of work whatever the catalogue's size
-- (features/proposal/service.ts). It replaces proposal_draw, which also probed the bookings of
-- every stay of the pool and compared the seen list with the pool element by element (seen × pool).
-- Here the seen list and the pool meet in hash joins (seen + pool), and the booked stays are those
-- of the picked destination only (its own stays, and unattached ones in its prefecture, as the
-- proposal offers them), found through the no-overlap constraint's index.
--
-- Pick the first destination of the ordered pool this visitor has not been shown; when all were
-- shown, forget the pool's part of the list and start again, avoiding the one shown last; record
-- the pick; return the visitor's list (the caller counts the pool's part of it) and the picked
-- destination's stays with a *confirmed* booking overlapping [check-in, check-out). The caller
-- usually sends only the head of the order (`p_complete` false): when all of it was seen, nothing
-- is written and it sends the whole pool.
DROP FUNCTION IF EXISTS proposal_draw(uuid, uuid[], uuid[], date, date);

CREATE OR REPLACE FUNCTION proposal_pick(
  p_visitor uuid,
  p_order uuid[],
  p_complete boolean,
  p_check_in date,
  p_check_out date
) RETURNS TABLE (destination_id uuid, reset boolean, shown uuid[], booked uuid[])
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
    -- Only the head of the pool was sent and all of it was seen: the caller sends the whole pool.
    IF NOT p_complete THEN
      RETURN;
    END IF;
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
    v_shown,
    CASE WHEN p_check_in IS NULL THEN '{}'::uuid[] ELSE array(
      SELECT DISTINCT b.accommodation_id
      FROM accommodations a
      JOIN booking_requests b ON b.accommodation_id = a.id
      WHERE (a.destination_id = v_pick OR (a.destination_id IS NULL AND a.prefecture = (SELECT d.prefecture FROM destinations d WHERE d.id = v_pick)))
        AND b.status = 'confirmed'
        AND daterange(b.check_in_date, b.check_out_date, '[)') && daterange(p_check_in, p_check_out, '[)')
    ) END;
END;
$$;
