import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { requireAdmin } from "@/features/auth/server";
import { getDb } from "@/lib/db";
import { OTHER_LOCALES, type OtherLocale } from "@/lib/i18n-content";
import { adminFailure, notFoundFailure } from "../shared/errors";
import { refuseBlanking } from "./blanking";
import { PAGE_SIZE, pageOf } from "../shared/pagination";
import { contentChanged } from "../shared/revalidate";
import { readTranslations, withTranslation } from "@/lib/i18n-content";
import { CONTENT_ENTITIES, TRANSLATABLE_FIELDS, type ContentEntity, type ContentFieldKey, type ContentQuery, type SaveTranslationsInput } from "./schemas";

// Translation completeness: every text that exists in Japanese should exist in en, ko and zh.

export type Texts = { ja: string; en: string; ko: string; zh: string };
export interface TranslatableField {
  key: ContentFieldKey;
  texts: Texts;
  /** Languages that lack this text although Japanese has it. */
  missing: OtherLocale[];
}
export interface TranslatableItem {
  id: string;
  entity: ContentEntity;
  /** Its name or title in every language (the console shows its own, Japanese when missing). */
  label: Texts;
  /** Where it belongs: its destination, or a prefecture (Japanese only). */
  context: Texts;
  fields: TranslatableField[];
  missing: OtherLocale[];
}

const str = (v: unknown) => (typeof v === "string" ? v : "");
const texts = (ja: string, tr: ReturnType<typeof readTranslations>, field: string, en?: string): Texts => ({
  ja,
  en: en ?? tr.en[field] ?? "",
  ko: tr.ko[field] ?? "",
  zh: tr.zh[field] ?? "",
});

function field(key: ContentFieldKey, t: Texts): TranslatableField {
  const missing = t.ja.trim() ? OTHER_LOCALES.filter((l) => !t[l].trim()) : [];
  return { key, texts: t, missing };
}

const jaOnly = (ja: string): Texts => ({ ja, en: "", ko: "", zh: "" });
const namesOf = (d: { nameJa: string; nameEn: string; nameKo: string; nameZh: string }): Texts => ({ ja: d.nameJa, en: d.nameEn, ko: d.nameKo, zh: d.nameZh });
const destinationNames = { select: { nameJa: true, nameEn: true, nameKo: true, nameZh: true } } as const;

function item(id: string, entity: ContentEntity, label: Texts, context: Texts, fields: TranslatableField[]): TranslatableItem {
  const missing = OTHER_LOCALES.filter((l) => fields.some((f) => f.missing.includes(l)));
  return { id, entity, label, context, fields, missing };
}

async function load(entity: ContentEntity): Promise<TranslatableItem[]> {
  const db = await getDb();
  switch (entity) {
    case "destinations": {
      const rows = await db.destination.findMany({ orderBy: { nameJa: "asc" } });
      return rows.map((d) => {
        const highlights = (Array.isArray(d.highlights) ? d.highlights : []) as Record<string, unknown>[];
        const notes = (d.accessNotes ?? {}) as Record<string, unknown>;
        return item(d.id, entity, namesOf(d), jaOnly(d.prefecture), [
          field("name", namesOf(d)),
          field("description", { ja: d.descriptionJa, en: d.descriptionEn, ko: d.descriptionKo, zh: d.descriptionZh }),
          ...highlights.map((h, i) => field(`highlights.${i}`, { ja: str(h.ja), en: str(h.en), ko: str(h.ko), zh: str(h.zh) })),
          field("accessNotes", { ja: str(notes.ja), en: str(notes.en), ko: str(notes.ko), zh: str(notes.zh) }),
        ]);
      });
    }
    case "accommodations": {
      const rows = await db.accommodation.findMany({ orderBy: { nameJa: "asc" }, include: { destination: destinationNames } });
      return rows.map((a) => {
        const tr = readTranslations(a.translations);
        const name = texts(a.nameJa, tr, "name", a.nameEn || tr.en.name || "");
        return item(a.id, entity, name, a.destination ? namesOf(a.destination) : jaOnly(a.prefecture), [
          field("name", name),
          field("area", texts(a.area, tr, "area")),
          field("description", texts(a.descriptionJa, tr, "description")),
          // Lists are translated one item per line (lib/i18n-content translatedLines).
          field("features", texts(a.features.join("\n"), tr, "features")),
          field("amenities", texts(a.amenities.join("\n"), tr, "amenities")),
        ]);
      });
    }
    case "hints": {
      const rows = await db.adventureHint.findMany({ orderBy: [{ destination: { nameJa: "asc" } }, { displayOrder: "asc" }], include: { destination: destinationNames } });
      return rows.map((h) => {
        const tr = readTranslations(h.translations);
        const title = texts(h.titleJa, tr, "title");
        return item(h.id, entity, title, namesOf(h.destination), [field("title", title), field("description", texts(h.descriptionJa, tr, "description"))]);
      });
    }
    case "spots": {
      const rows = await db.localSpot.findMany({ orderBy: [{ destination: { nameJa: "asc" } }, { nameJa: "asc" }], include: { destination: destinationNames } });
      return rows.map((s) => {
        const tr = readTranslations(s.translations);
        const name = texts(s.nameJa, tr, "name");
        return item(s.id, entity, name, namesOf(s.destination), [
          field("name", name),
          field("description", texts(s.descriptionJa, tr, "description")),
          field("address", texts(s.address ?? "", tr, "address")),
        ]);
      });
    }
  }
}

/** Whether any language's text of the item (its name, where it belongs, any field) contains `q`. */
export function matches(i: TranslatableItem, q: string): boolean {
  const all = [i.label, i.context, ...i.fields.map((f) => f.texts)].flatMap((t) => [t.ja, t.en, t.ko, t.zh]);
  return all.some((text) => text.toLowerCase().includes(q));
}

export interface CompletenessRow {
  entity: ContentEntity;
  total: number;
  /** Items missing at least one text, and the share of texts present, per language. */
  perLocale: Record<OtherLocale, { missingItems: number; percent: number }>;
}

function completeness(entity: ContentEntity, items: TranslatableItem[]): CompletenessRow {
  const perLocale = {} as CompletenessRow["perLocale"];
  for (const l of OTHER_LOCALES) {
    const relevant = items.flatMap((i) => i.fields).filter((f) => f.texts.ja.trim());
    const present = relevant.filter((f) => !f.missing.includes(l)).length;
    perLocale[l] = { missingItems: items.filter((i) => i.missing.includes(l)).length, percent: relevant.length ? Math.floor((present / relevant.length) * 100) : 100 };
  }
  return { entity, total: items.length, perLocale };
}

export async function translationOverview(query: ContentQuery) {
  await requireAdmin();
  const all = await Promise.all(CONTENT_ENTITIES.map(async (e) => [e, await load(e)] as const));
  const summary = all.map(([e, items]) => completeness(e, items));
  const items = all.find(([e]) => e === query.entity)![1];
  const langs = query.lang === "all" ? OTHER_LOCALES : [query.lang];
  const q = query.q?.toLowerCase();
  const filtered = items.filter((i) => (query.missing === "1" ? i.missing.some((l) => langs.includes(l)) : true) && (!q || matches(i, q)));
  const page = Math.min(query.page ?? 1, Math.max(1, Math.ceil(filtered.length / PAGE_SIZE)));
  return { summary, list: pageOf(filtered.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), filtered.length, page) };
}

const SUFFIX: Record<OtherLocale, "En" | "Ko" | "Zh"> = { en: "En", ko: "Ko", zh: "Zh" };
const japaneseOf = (texts: Record<string, string>) => (key: string) => texts[key] ?? "";

/**
 * Saves one language's texts of one item; a blank text removes that translation, unless the item
 * is active and needs it (blanking.ts): then nothing is saved.
 */
export async function saveTranslations(input: SaveTranslationsInput) {
  await requireAdmin();
  const db = await getDb();
  const { entity, id, locale, fields } = input;
  const allowed = (key: string) => TRANSLATABLE_FIELDS[entity].some((k) => (k === "highlights" ? /^highlights\.\d+$/.test(key) : k === key));
  const bad = Object.keys(fields).filter((k) => !allowed(k));
  if (bad.length) throw await adminFailure("unknownField", { fields: bad.join(", ") });

  if (entity === "destinations") {
    const d = await db.destination.findUnique({ where: { id }, select: { status: true, nameJa: true, descriptionJa: true, highlights: true, accessNotes: true } });
    if (!d) throw await notFoundFailure();
    const highlights = (Array.isArray(d.highlights) ? [...d.highlights] : []) as Record<string, unknown>[];
    const japanese = { name: d.nameJa, description: d.descriptionJa, ...Object.fromEntries(highlights.map((h, i) => [`highlights.${i}`, str(h.ja)])) };
    await refuseBlanking(entity, d.status, japaneseOf(japanese), locale, fields);
    const data: Prisma.DestinationUpdateInput = {};
    for (const [key, value] of Object.entries(fields)) {
      if (key === "name") data[`name${SUFFIX[locale]}`] = value;
      else if (key === "description") data[`description${SUFFIX[locale]}`] = value;
      else if (key === "accessNotes") data.accessNotes = { ...((d.accessNotes ?? {}) as Record<string, string>), [locale]: value };
      else {
        const index = Number(key.split(".")[1]);
        if (!highlights[index]) throw await adminFailure("unknownField", { fields: key });
        // Its months and dates stay as they are.
        highlights[index] = { ...highlights[index], [locale]: value };
        data.highlights = highlights as Prisma.InputJsonValue;
      }
    }
    await db.destination.update({ where: { id }, data });
  } else if (entity === "accommodations") {
    const a = await db.accommodation.findUnique({ where: { id }, select: { status: true, nameJa: true, area: true, descriptionJa: true, translations: true } });
    if (!a) throw await notFoundFailure();
    await refuseBlanking(entity, a.status, japaneseOf({ name: a.nameJa, area: a.area, description: a.descriptionJa }), locale, fields);
    await db.accommodation.update({
      where: { id },
      data: { translations: withTranslation(a.translations, locale, fields), ...(locale === "en" && "name" in fields ? { nameEn: fields.name } : {}) },
    });
  } else if (entity === "hints") {
    const h = await db.adventureHint.findUnique({ where: { id }, select: { status: true, titleJa: true, descriptionJa: true, translations: true } });
    if (!h) throw await notFoundFailure();
    await refuseBlanking(entity, h.status, japaneseOf({ title: h.titleJa, description: h.descriptionJa }), locale, fields);
    await db.adventureHint.update({ where: { id }, data: { translations: withTranslation(h.translations, locale, fields) } });
  } else {
    const s = await db.localSpot.findUnique({ where: { id }, select: { status: true, nameJa: true, descriptionJa: true, address: true, translations: true } });
    if (!s) throw await notFoundFailure();
    await refuseBlanking(entity, s.status, japaneseOf({ name: s.nameJa, description: s.descriptionJa, address: s.address ?? "" }), locale, fields);
    await db.localSpot.update({ where: { id }, data: { translations: withTranslation(s.translations, locale, fields) } });
  }
  contentChanged();
  return { entity, id, locale, saved: Object.keys(fields) };
}
