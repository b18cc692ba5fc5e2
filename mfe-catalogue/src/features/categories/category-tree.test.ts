import { moveBlocker, moveTargets, parentChoices, placesOf } from './category-tree';
import { IDS, sampleTree } from './fixtures';

const roots = sampleTree().categories;
const place = (id: string) => placesOf(roots).find((candidate) => candidate.category.id === id)!;
const ids = (categories: { id: string }[]) => categories.map((category) => category.id);

describe('category tree rules', () => {
  it('lists every category in the tree’s order, each root before its children', () => {
    expect(placesOf(roots).map((p) => p.category.fullName)).toEqual([
      'Café',
      'Café > Café en grano',
      'Café > Café molido',
      'Té',
      'Accesorios',
    ]);
  });

  it('blocks each arrow where spec 2 §4 hides it', () => {
    const blocked = (id: string) =>
      (['up', 'down', 'in', 'out'] as const).filter((direction) =>
        moveBlocker(place(id), direction),
      );
    expect(blocked(IDS.cafe)).toEqual(['up', 'in', 'out']);
    expect(blocked(IDS.te)).toEqual(['out']);
    expect(blocked(IDS.accesorios)).toEqual(['down', 'out']);
    expect(blocked(IDS.grano)).toEqual(['up', 'in']);
    expect(blocked(IDS.molido)).toEqual(['down', 'in']);
  });

  it('offers as parents the roots other than the category and its descendants', () => {
    expect(ids(parentChoices(roots, null))).toEqual([IDS.cafe, IDS.te, IDS.accesorios]);
    expect(ids(parentChoices(roots, place(IDS.te)))).toEqual([IDS.cafe, IDS.accesorios]);
    expect(ids(parentChoices(roots, place(IDS.grano)))).toEqual([IDS.cafe, IDS.te, IDS.accesorios]);
    // A category with subcategories stays a root.
    expect(parentChoices(roots, place(IDS.cafe))).toEqual([]);
  });

  it('moves a deleted category’s products only outside it and its subcategories', () => {
    expect(ids(moveTargets(roots, place(IDS.cafe)))).toEqual([IDS.te, IDS.accesorios]);
    expect(ids(moveTargets(roots, place(IDS.grano)))).toEqual([
      IDS.cafe,
      IDS.molido,
      IDS.te,
      IDS.accesorios,
    ]);
  });
});
