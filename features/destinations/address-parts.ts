// A Japanese postal address split into the parts schema.org's PostalAddress names, so a search
// engine reads the town apart from the street. Addresses in the catalogue are written
// "〒postcode prefecture municipality street"; the split is by those conventions, and an address
// that does not follow them stays whole as the street address.

export interface AddressParts {
  postalCode?: string;
  addressRegion: string;
  addressLocality?: string;
  streetAddress?: string;
}

// The municipality ends at the first 市, 区, 町 or 村 after at least one character (市川市 is a
// city, not a ward), after a district (郡) when one is named.
const LOCALITY = /^((?:[^郡]{1,6}郡)?.+?[市区町村])(.*)$/u;

export function addressParts(address: string, prefecture: string): AddressParts {
  let rest = address.trim();
  const postal = /^〒?(\d{3})-?(\d{4})/u.exec(rest);
  const postalCode = postal ? `${postal[1]}-${postal[2]}` : undefined;
  if (postal) rest = rest.slice(postal[0].length).trimStart();
  if (prefecture && rest.startsWith(prefecture)) rest = rest.slice(prefecture.length).trimStart();
  const locality = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(rest) ? LOCALITY.exec(rest) : null;
  const parts: AddressParts = { addressRegion: prefecture };
  if (postalCode) parts.postalCode = postalCode;
  if (locality && locality[2]) {
    parts.addressLocality = locality[1];
    parts.streetAddress = locality[2].trim();
  } else if (rest) {
    parts.streetAddress = rest;
  }
  return parts;
}
