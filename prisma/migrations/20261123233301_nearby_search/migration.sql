-- CreateIndex
CREATE INDEX "accommodations_latitude_longitude_idx" ON "accommodations"("latitude", "longitude");

-- CreateIndex
CREATE INDEX "destinations_latitude_longitude_idx" ON "destinations"("latitude", "longitude");

-- CreateIndex
CREATE INDEX "local_spots_latitude_longitude_idx" ON "local_spots"("latitude", "longitude");

-- Written by hand: Prisma does not manage functions.
--
-- Nearby search (docs/product-rules.md#nearby-search). Great-circle distance with the earth's mean
-- radius (6371 km, as data/japan.ts), and three finders that first narrow to a latitude/longitude
-- box (the indexes above) and then order by the true distance. Inputs are bounded: a radius of at
-- most 500 km and at most 100 rows, so no caller can make the database walk everything for long.
CREATE OR REPLACE FUNCTION haversine_km(lat1 double precision, lng1 double precision, lat2 double precision, lng2 double precision)
RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 2 * 6371 * asin(sqrt(
    power(sin(radians(lat2 - lat1) / 2), 2)
    + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lng2 - lng1) / 2), 2)
  ))
$$;

CREATE OR REPLACE FUNCTION find_nearby_accommodations(lat double precision, lng double precision, radius_km double precision DEFAULT 50, limit_count integer DEFAULT 10)
RETURNS TABLE (id uuid, distance_km double precision)
LANGUAGE sql STABLE AS $$
  WITH q AS (
    SELECT least(greatest(coalesce(radius_km, 50), 0), 500) AS r, least(greatest(coalesce(limit_count, 10), 0), 100) AS n
  )
  SELECT a.id, haversine_km(lat, lng, a.latitude, a.longitude) AS distance_km
  FROM accommodations a, q
  WHERE a.status = 'active'
    AND a.latitude BETWEEN lat - q.r / 111.0 AND lat + q.r / 111.0
    AND a.longitude BETWEEN lng - q.r / (111.0 * greatest(cos(radians(lat)), 0.01)) AND lng + q.r / (111.0 * greatest(cos(radians(lat)), 0.01))
    AND haversine_km(lat, lng, a.latitude, a.longitude) <= q.r
  ORDER BY distance_km, a.id
  LIMIT (SELECT n FROM q)
$$;

CREATE OR REPLACE FUNCTION find_nearby_destinations(lat double precision, lng double precision, radius_km double precision DEFAULT 100, limit_count integer DEFAULT 10)
RETURNS TABLE (id uuid, distance_km double precision)
LANGUAGE sql STABLE AS $$
  WITH q AS (
    SELECT least(greatest(coalesce(radius_km, 100), 0), 500) AS r, least(greatest(coalesce(limit_count, 10), 0), 100) AS n
  )
  SELECT d.id, haversine_km(lat, lng, d.latitude, d.longitude) AS distance_km
  FROM destinations d, q
  WHERE d.status = 'active'
    AND d.latitude BETWEEN lat - q.r / 111.0 AND lat + q.r / 111.0
    AND d.longitude BETWEEN lng - q.r / (111.0 * greatest(cos(radians(lat)), 0.01)) AND lng + q.r / (111.0 * greatest(cos(radians(lat)), 0.01))
    AND haversine_km(lat, lng, d.latitude, d.longitude) <= q.r
  ORDER BY distance_km, d.id
  LIMIT (SELECT n FROM q)
$$;

CREATE OR REPLACE FUNCTION find_nearby_spots(lat double precision, lng double precision, radius_km double precision DEFAULT 5, limit_count integer DEFAULT 10)
RETURNS TABLE (id uuid, distance_km double precision)
LANGUAGE sql STABLE AS $$
  WITH q AS (
    SELECT least(greatest(coalesce(radius_km, 5), 0), 500) AS r, least(greatest(coalesce(limit_count, 10), 0), 100) AS n
  )
  SELECT s.id, haversine_km(lat, lng, s.latitude, s.longitude) AS distance_km
  FROM local_spots s, q
  WHERE s.status = 'active'
    AND s.latitude BETWEEN lat - q.r / 111.0 AND lat + q.r / 111.0
    AND s.longitude BETWEEN lng - q.r / (111.0 * greatest(cos(radians(lat)), 0.01)) AND lng + q.r / (111.0 * greatest(cos(radians(lat)), 0.01))
    AND haversine_km(lat, lng, s.latitude, s.longitude) <= q.r
  ORDER BY distance_km, s.id
  LIMIT (SELECT n FROM q)
$$;
