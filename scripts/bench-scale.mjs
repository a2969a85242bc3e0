// Grows a benchmark database synthetically (never the app's own data): copies of the seeded
// destinations, with their stays and hints, up to `destinations` in all, scattered within about
// 30 km of the originals; and `bookings` booking requests spread over the stays, confirmed ones
// never overlapping (the database refuses that), the rest pending or cancelled. Used by
// `npm run bench` when BENCH_DESTINATIONS / BENCH_BOOKINGS are set.
import pg from "pg";

export async function growCatalogue(dbUrl, { destinations, bookings }) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT count(*)::int AS n FROM destinations");
    const copies = Math.max(0, Math.ceil((destinations - rows[0].n) / rows[0].n));
    if (copies > 0) {
      await client.query(`
        CREATE TEMP TABLE bench_copies AS
        SELECT d.id AS original, gen_random_uuid() AS id, c AS copy, row_number() OVER () AS n
        FROM destinations d, generate_series(1, $1::int) c`, [copies]);
      await client.query(`DELETE FROM bench_copies WHERE n > $1::int - (SELECT count(*) FROM destinations)`, [destinations]);
      await client.query(`
        INSERT INTO destinations (id, slug, name_ja, name_en, name_ko, name_zh, description_ja, description_en, description_ko, description_zh,
          highlights, prefecture, region, moods, tags, hero_image_url, status, is_featured, distance_from_tokyo_km, travel_time_from_tokyo_minutes,
          estimated_budget_min, estimated_budget_max, latitude, longitude, main_station_id, alternative_station_ids, access_notes, updated_at, best_seasons, pitch, sources)
        SELECT b.id, d.slug || '-bench-' || b.copy, d.name_ja || ' ' || b.copy, d.name_en || ' ' || b.copy, d.name_ko, d.name_zh, d.description_ja, d.description_en, d.description_ko, d.description_zh,
          d.highlights, d.prefecture, d.region, d.moods, d.tags, d.hero_image_url, 'active', true, d.distance_from_tokyo_km, d.travel_time_from_tokyo_minutes,
          d.estimated_budget_min, d.estimated_budget_max, d.latitude + (random() - 0.5) * 0.5, d.longitude + (random() - 0.5) * 0.5, d.main_station_id, d.alternative_station_ids, d.access_notes, now(), d.best_seasons, d.pitch, ARRAY['synthetic benchmark copy']
        FROM bench_copies b JOIN destinations d ON d.id = b.original`);
      await client.query(`
        INSERT INTO accommodations (id, slug, name_ja, name_en, area, destination_id, type, prefecture, moods, features, amenities, description_ja, translations,
          price_per_night_min, price_per_night_max, hero_image_url, status, is_featured, max_guests, latitude, longitude, updated_at, address, price_basis, sources)
        SELECT gen_random_uuid(), a.slug || '-bench-' || b.copy, a.name_ja, a.name_en, a.area, b.id, a.type, a.prefecture, a.moods, a.features, a.amenities, a.description_ja, a.translations,
          a.price_per_night_min, a.price_per_night_max, a.hero_image_url, 'active', true, a.max_guests, a.latitude, a.longitude, now(), a.address, a.price_basis, ARRAY['synthetic benchmark copy']
        FROM bench_copies b JOIN accommodations a ON a.destination_id = b.original`);
      await client.query(`
        INSERT INTO adventure_hints (id, destination_id, title_ja, description_ja, translations, category, icon_type, color_scheme, status, display_order, updated_at)
        SELECT gen_random_uuid(), b.id, h.title_ja, h.description_ja, h.translations, h.category, h.icon_type, h.color_scheme, 'active', h.display_order, now()
        FROM bench_copies b JOIN adventure_hints h ON h.destination_id = b.original`);
    }
    if (bookings > 0) {
      // Stay k's booking i: two nights from 2020-01-01 + 3i days (never overlapping); every fourth one pending or cancelled.
      await client.query(`
        WITH stays AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS total FROM accommodations)
        INSERT INTO booking_requests (id, confirmation_number, accommodation_id, status, check_in_date, check_out_date, guest_name, guest_email, guest_phone, estimated_price, updated_at)
        SELECT gen_random_uuid(), 'BENCH-' || g, s.id,
          (CASE WHEN g % 4 = 1 THEN 'pending' WHEN g % 4 = 2 THEN 'cancelled' ELSE 'confirmed' END)::"BookingStatus",
          date '2020-01-01' + (g / s.total)::int * 3, date '2020-01-01' + (g / s.total)::int * 3 + 2,
          'Bench', 'bench@example.com', '090-0000-0000', 20000, now()
        FROM generate_series(0, $1::int - 1) g JOIN stays s ON s.k = g % s.total`, [bookings]);
    }
    await client.query("ANALYZE");
    const counts = await client.query("SELECT (SELECT count(*) FROM destinations)::int AS destinations, (SELECT count(*) FROM accommodations)::int AS stays, (SELECT count(*) FROM booking_requests)::int AS bookings");
    return counts.rows[0];
  } finally {
    await client.end();
  }
}
