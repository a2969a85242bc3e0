import type { Messages, MessageKeys, NamespaceKeys, NestedKeyOf, NestedValueOf } from "next-intl";

// Message keys as types, for code that passes a key or a translator around (error catalogues,
// schema issue messages). Components call `useTranslations("a.b")` and need none of this.

/** A namespace: any group of messages ("errors", "admin.validation"). */
export type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** The keys of the messages under a namespace, e.g. MessageKey<"errors"> includes "codes.GENERIC". */
export type MessageKey<NS extends Namespace> = MessageKeys<NestedValueOf<Messages, NS>, NestedKeyOf<NestedValueOf<Messages, NS>>>;

/** Any message key, from the top ("errors.codes.GENERIC"): for a translator without a namespace. */
export type AnyMessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;

/** Values a message may take ({seconds}, {value}). */
export type MessageValues = Record<string, string | number>;

/** A translator bound to a namespace, as a plain function: next-intl's `t` fits it. */
export type TranslateIn<NS extends Namespace> = (key: MessageKey<NS>, values?: MessageValues) => string;

/** The message keys of a group of messages taken from the messages themselves (useMessages().x). */
export type KeyOf<G> = MessageKeys<G, NestedKeyOf<G>>;

/**
 * Whether a key read from data (an error code, a schema's issue message that came back from the
 * server) names a message in a group: `isMessageKey(useMessages().account, key) ? t(key) : key`.
 */
export function isMessageKey<G extends object>(group: G, key: string): key is KeyOf<G> & string {
  let node: unknown = group;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, part)) return false;
    node = Reflect.get(node, part);
  }
  return typeof node === "string";
}
