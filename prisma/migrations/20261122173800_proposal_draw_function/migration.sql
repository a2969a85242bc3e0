-- Written by hand: Prisma does not manage functions.
--
-- One gacha draw in one call (features/proposal/service.ts): pick the first destination of a
-- shuffled pool this visitor has not been shown; when all were shown, forget the pool's part of the
-- list and start again, avoiding the one shown last; record the pick; return the pool's stays that
-- have a *confirmed* booking overlapping [check-in, check-out). PL/pgSQL keeps the plans of these
-- statements per connection, so a draw costs no planning.
CREATE OR REPLACE FUNCTION proposal_draw(
  p_visitor uuid,
  p_order uuid[],
  p_stays uuid[],
  p_check_in date,
  p_check_out date
) RETURNS TABLE (destination_id uuid, reset boolean, seen integer, booked uuid[])
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
  WHERE NOT (o.id = ANY (v_shown))
  ORDER BY o.ord LIMIT 1;

  IF v_pick IS NULL THEN
    v_reset := true;
    v_last := v_shown[cardinality(v_shown)];
    SELECT o.id INTO v_pick
    FROM unnest(p_order) WITH ORDINALITY AS o(id, ord)
    WHERE cardinality(p_order) = 1 OR o.id IS DISTINCT FROM v_last
    ORDER BY o.ord LIMIT 1;
    v_shown := array(SELECT x FROM unnest(v_shown) AS x WHERE NOT (x = ANY (p_order)));
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
    (SELECT count(*)::integer FROM unnest(v_shown) AS x WHERE x = ANY (p_order)),
    CASE WHEN p_check_in IS NULL THEN '{}'::uuid[] ELSE array(
      SELECT DISTINCT b.accommodation_id FROM booking_requests b
      WHERE b.status = 'confirmed'
        AND b.accommodation_id = ANY (p_stays)
        AND daterange(b.check_in_date, b.check_out_date, '[)') && daterange(p_check_in, p_check_out, '[)')
    ) END;
END;
$$;
