import type { Address } from '@platform/api/contracts';

/**
 * The maps of a shipping address (spec 3 §2): both are built from the street, the commune, the
 * region and 'Chile', which is what Google Maps needs to find the place from text alone.
 */
export function mapsQuery(address: Pick<Address, 'street' | 'city' | 'state'>): string {
  return [address.street, address.city, address.state, 'Chile']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** The embeddable map (an iframe's src; scripts/serve.mjs lets https://www.google.com be framed). */
export function mapsEmbedUrl(address: Pick<Address, 'street' | 'city' | 'state'>): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(mapsQuery(address))}&output=embed`;
}

/** The search of the address on Google Maps, to open in a new tab. */
export function mapsSearchUrl(address: Pick<Address, 'street' | 'city' | 'state'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(mapsQuery(address))}`;
}
