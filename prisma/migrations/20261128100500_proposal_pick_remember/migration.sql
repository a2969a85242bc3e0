-- Written by hand: Prisma does not manage functions.
--
-- proposal_pick as in 20261123235000_proposal_pick, with two more arguments (docs/decisions/0025):
-- p_carried, the list a visitor without a row starts from (the pick before, which came back in the
-- draw's seal instead of being stored), and p_record: false for a caller that sent no visitor
-- cookie, whose draw writes nothing (its pick travels in the next seal). A row is written only
-- when there is something to remember for someone who came back: a caller with the cookie.
-- The five-argument version stays for an instance of the previous release still running next to
-- this one; a later release may drop it.
CREATE OR REPLACE FUNCTION proposal_pick(
  p_visitor uuid,
  p_order uuid[],
  p_complete boolean,
  p_check_in date,
  p_check_out date,
  p_carried uuid[],
  p_record boolean
) RETURNS TABLE (destination_id uuid, reset boolean, shown uuid[], booked uuid[])
LANGUAGE plpgsql AS $$
DECLARE
  v_shown uuid[];
  v_found boolean := false;
  v_pick uuid;
  v_reset boolean := false;
  v_last uuid;
BEGIN
  -- The list only spares the traveller repeats: after a crash losing the last draw is harmless,
  -- so the commit does not wait for the disk.
  PERFORM set_config('synchronous_commit', 'off', true);

  SELECT v.shown_destination_ids, true INTO v_shown, v_found FROM proposal_visitors v WHERE v.id = p_visitor FOR UPDATE;
  IF NOT coalesce(v_found, false) THEN
    v_shown := coalesce(p_carried, '{}'::uuid[]);
  END IF;
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
  IF p_record OR v_found THEN
    -- updated_at (indexed, for the sweep of idle visitors) moves at most daily, so most draws are
    -- HOT updates that touch no index.
    INSERT INTO proposal_visitors AS v (id, shown_destination_ids, created_at, updated_at)
    VALUES (p_visitor, v_shown, now(), now())
    ON CONFLICT (id) DO UPDATE SET
      shown_destination_ids = EXCLUDED.shown_destination_ids,
      updated_at = CASE WHEN v.updated_at < now() - interval '1 day' THEN now() ELSE v.updated_at END;
  END IF;

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
