import { communesMatching, searchKey } from './commune-search';

describe('communesMatching', () => {
  it('keeps Chile’s 16 regions and 346 communes without a query', () => {
    const regions = communesMatching('  ');
    expect(regions).toHaveLength(16);
    expect(regions.reduce((sum, region) => sum + region.communes.length, 0)).toBe(346);
    expect(regions[0]!.region).toBe('Región de Arica y Parinacota');
  });

  it('ignores case and accents, ñ included', () => {
    expect(searchKey('  ÑUÑOA ')).toBe('nunoa');
    expect(communesMatching('nunoa')).toEqual([
      { region: 'Región Metropolitana de Santiago', communes: ['Ñuñoa'], total: 52 },
    ]);
    expect(communesMatching('CONCEPCIÓN').flatMap((region) => region.communes)).toEqual([
      'Concepción',
    ]);
  });

  it('matches part of a name and leaves out the regions without a match', () => {
    const found = communesMatching('puerto');
    expect(found.every((region) => region.communes.every((c) => /puerto/i.test(c)))).toBe(true);
    expect(found.map((region) => region.region)).toContain('Región de Los Lagos');
    expect(communesMatching('gotham')).toEqual([]);
  });
});
