import { mapsEmbedUrl, mapsQuery, mapsSearchUrl } from './maps';

const address = { street: 'Av. Providencia 1234', city: 'Providencia', state: 'Metropolitana' };

describe('maps of a shipping address', () => {
  it('searches the street, commune, region and Chile', () => {
    expect(mapsQuery(address)).toBe('Av. Providencia 1234, Providencia, Metropolitana, Chile');
    expect(mapsQuery({ ...address, state: ' ' })).toBe('Av. Providencia 1234, Providencia, Chile');
  });

  it('builds the embed and the search links with the query encoded', () => {
    const query = 'Av.%20Providencia%201234%2C%20Providencia%2C%20Metropolitana%2C%20Chile';
    expect(mapsEmbedUrl(address)).toBe(`https://www.google.com/maps?q=${query}&output=embed`);
    expect(mapsSearchUrl(address)).toBe(`https://www.google.com/maps/search/?api=1&query=${query}`);
  });
});
