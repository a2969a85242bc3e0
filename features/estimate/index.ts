// What a trip costs, one way for every screen: the stay's booking estimate and the door-to-door trip.
export { estimatePrice, seasonFactor, EXTRA_GUEST_FEE, GUESTS_INCLUDED, type PriceEstimate } from "./pricing";
export {
  bookingCapacity,
  cheapestTrip,
  nightsOf,
  partySize,
  roomsFor,
  stayCost,
  travelCost,
  tripEstimate,
  CHILD_FARE_SHARE,
  MAX_ROOMS,
  OTHER_SHARE,
  RENTAL_CAR_PER_DAY,
  SEATS_PER_CAR,
  type Party,
  type StayOffer,
  type TripEstimate,
  type TripQuestion,
  type WayThere,
} from "./trip-estimate";
