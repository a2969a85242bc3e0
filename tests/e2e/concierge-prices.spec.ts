import { expect, test, type Page } from "./support/test";
import { destinationId } from "../../data/catalogue/ids";
import { jstDay } from "./support/dates";

// One price for one trip: the concierge and the hub price the chosen stay as the booking screen
// does for the trip's dates and party, and the chosen route at its fare there and back for
// everyone; the fixed estimates appear only when nothing was chosen.

const HAKONE = destinationId("hakone");

/** The first day at least two weeks ahead that is the given weekday (0 = Sunday) in one of the months. */
function firstDay(weekday: number, months: number[]): string {
  for (let offset = 14; offset < 360; offset++) {
    const day = jstDay(offset);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === weekday && months.includes(Number(day.slice(5, 7)))) return day;
  }
  throw new Error("no such day within a year");
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const number = (n: number) => n.toLocaleString("ja-JP");
const yen = (n: number) => `${number(n)}円`;
const yenRange = (min: number, max: number) => (min === max ? yen(min) : `${number(min)}〜${number(max)}円`);

interface Stay {
  id: string;
  name: string;
  pricePerNightMin: number;
}
interface Access {
  id: string;
  mode: string;
  title: string;
  fareMin: number;
  fareMax: number;
}

/** Draws Hakone for these dates and party and saves its first stay and train as the chosen trip. */
async function chooseHakone(page: Page, { checkIn, nights, guests }: { checkIn: string; nights: number; guests: number }) {
  const checkOut = addDays(checkIn, nights);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const response = await page.request.post("/api/proposal?lang=ja", { headers: { origin }, data: { moods: ["fire"], show: HAKONE, checkIn, checkOut, guests, hasCar: false } });
  expect(response.status()).toBe(200);
  const { proposal } = (await response.json()) as { proposal: { id: string; accommodations: Stay[]; access: { options: Access[] } } };
  expect(proposal.id).toBe(HAKONE);
  const stay = proposal.accommodations[0];
  const access = proposal.access.options.find((o) => o.mode === "train")!;
  const selected = {
    kind: "gacha",
    proposal,
    selectedAccommodation: stay,
    selectedAccess: access,
    trip: { checkIn, checkOut, guestCount: guests, nights, hub: "東京駅", hasCar: false, moods: ["fire"] },
    locale: "ja",
    savedAt: Date.now(),
  };
  await page.goto("/travel-hub");
  await page.evaluate((value) => localStorage.setItem("escape-go-selected-proposal", JSON.stringify(value)), selected);
  return { stay, access };
}

const estimateOf = (page: Page, item: string) => page.getByTestId(`concierge-item-${item}`).getByTestId("concierge-estimate");

test("the concierge and hub price the chosen stay for the dates and the chosen train for the party", async ({ page }) => {
  // Monday and Tuesday nights in a month without a season factor, for two: the nightly price × nights.
  const checkIn = firstDay(1, [2, 3, 6, 9, 10, 11]);
  const { stay, access } = await chooseHakone(page, { checkIn, nights: 2, guests: 2 });
  const lodging = stay.pricePerNightMin * 2;
  const fare = { min: access.fareMin * 2 * 2, max: access.fareMax * 2 * 2 };

  await page.goto("/travel-concierge");
  await expect(estimateOf(page, "accommodation")).toHaveText(`目安 ${yen(lodging)}（1室・2泊、週末・時期・人数の料金込み）`);
  await expect(estimateOf(page, "transport")).toHaveText(`目安 ${yenRange(fare.min, fare.max)}（片道${yenRange(access.fareMin, access.fareMax)}の往復・大人2名）`);
  await expect(estimateOf(page, "activities")).toHaveText("目安 6,000円〜（1名3,000円〜 × 2名）");
  // The whole trip: stay and fares, with meals and the rest at a fifth of the whole.
  const travelAndStay = fare.min + lodging;
  await expect(page.getByTestId("concierge-total")).toHaveText(`費用の目安 合計 ${yen(travelAndStay + Math.round(travelAndStay / 4))}〜`);
  await expect(page.getByText("選んだ宿の日程の料金とルートの運賃から計算した目安です", { exact: false })).toBeVisible();

  // The hub says the same.
  await page.goto("/travel-hub");
  await expect(page.getByTestId("hub-stay-estimate")).toHaveText(`目安 ${yen(lodging)}（1室・2泊、週末・時期・人数の料金込み）`);
  await expect(page.getByTestId("hub-access-estimate")).toHaveText(`目安 ${yenRange(fare.min, fare.max)}（片道${yenRange(access.fareMin, access.fareMax)}の往復・大人2名）`);

  // And so does the booking screen, which starts from the chosen trip.
  await page.goto(`/booking/${stay.id}`);
  await expect(page.getByTestId("booking-estimate")).toHaveText(yen(lodging));
});

test("weekend nights and a larger party: the concierge's stay estimate is the booking screen's", async ({ page }) => {
  const checkIn = firstDay(5, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  const { stay } = await chooseHakone(page, { checkIn, nights: 2, guests: 3 });
  await page.goto(`/booking/${stay.id}`);
  const booking = page.getByTestId("booking-estimate");
  await expect(booking).toHaveText(/^[0-9,]+円$/);
  const amount = (await booking.textContent())!.trim();
  expect(amount).not.toBe(yen(stay.pricePerNightMin * 2));

  await page.goto("/travel-concierge");
  await expect(estimateOf(page, "accommodation")).toHaveText(new RegExp(`^目安 ${amount}（[1-4]室・2泊、週末・時期・人数の料金込み）$`));
  await page.goto("/travel-hub");
  await expect(page.getByTestId("hub-stay-estimate")).toContainText(`目安 ${amount}`);
});

test("nothing chosen: the fixed estimates, said to be typical prices", async ({ page }) => {
  const checkIn = jstDay(14);
  const simple = {
    kind: "simple",
    proposal: {
      id: "kamakura",
      name: "鎌倉",
      prefecture: "神奈川県",
      heroImage: "/images/destinations/kamakura.svg",
      description: "",
      attractions: [],
      cuisine: [],
      accessByTrain: { route: "JR横須賀線", duration: "約1時間", cost: "約950円" },
      accessByCar: { route: "横浜横須賀道路", duration: "約1時間30分", notes: "" },
      accommodations: [],
    },
    trip: { checkIn, checkOut: addDays(checkIn, 2), guestCount: 2, nights: 2, hub: "東京駅", hasCar: false, moods: ["zen"] },
    locale: "ja",
    savedAt: Date.now(),
  };
  await page.goto("/travel-hub");
  await page.evaluate((value) => localStorage.setItem("escape-go-selected-proposal", JSON.stringify(value)), simple);
  await page.goto("/travel-concierge");
  await expect(estimateOf(page, "transport")).toHaveText("目安 4,760円（往復2,380円 × 2名）");
  await expect(estimateOf(page, "accommodation")).toHaveText("目安 50,000円（1泊25,000円 × 2泊）");
  await expect(estimateOf(page, "activities")).toHaveText("目安 6,000円〜（1名3,000円〜 × 2名）");
  await expect(page.getByTestId("concierge-total")).toHaveText("費用の目安 合計 60,760円〜");
  await expect(page.getByText("宿とルートが選ばれていないため、一般的な料金の目安です。")).toBeVisible();
});
