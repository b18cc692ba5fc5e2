import type { Category, CategoryNode, CategoryTree } from '@platform/api/contracts';

// Test data: a store's category tree as `GET /categories` answers it.

export const IDS = {
  cafe: '0b4c1a52-7a0e-4e4f-9d59-6b0f0c1a0001',
  grano: '0b4c1a52-7a0e-4e4f-9d59-6b0f0c1a0011',
  molido: '0b4c1a52-7a0e-4e4f-9d59-6b0f0c1a0012',
  te: '0b4c1a52-7a0e-4e4f-9d59-6b0f0c1a0002',
  accesorios: '0b4c1a52-7a0e-4e4f-9d59-6b0f0c1a0003',
} as const;

type NodeFields = Partial<CategoryNode> & Pick<CategoryNode, 'id' | 'name'>;

export function categoryNode(fields: NodeFields, parent?: Pick<CategoryNode, 'id' | 'name'>) {
  return {
    description: '',
    parentId: parent?.id ?? null,
    isEnabled: true,
    order: 0,
    productCount: 0,
    totalProductCount: fields.productCount ?? 0,
    fullName: parent ? `${parent.name} > ${fields.name}` : fields.name,
    ...fields,
  } satisfies CategoryNode;
}

export function rootCategory(fields: NodeFields, children: NodeFields[] = []): Category {
  const root = categoryNode(fields);
  const nodes = children.map((child, order) => categoryNode({ order, ...child }, root));
  return {
    ...root,
    totalProductCount:
      root.productCount + nodes.reduce((sum, child) => sum + child.productCount, 0),
    children: nodes,
  };
}

/** Café (with Café en grano and Café molido), Té (hidden) and Accesorios, in that order. */
export function sampleTree(): CategoryTree {
  return {
    categories: [
      rootCategory(
        {
          id: IDS.cafe,
          name: 'Café',
          description: 'Cafés de especialidad',
          productCount: 2,
          order: 0,
        },
        [
          { id: IDS.grano, name: 'Café en grano', productCount: 2 },
          { id: IDS.molido, name: 'Café molido', productCount: 1 },
        ],
      ),
      rootCategory({ id: IDS.te, name: 'Té', productCount: 1, isEnabled: false, order: 1 }),
      rootCategory({ id: IDS.accesorios, name: 'Accesorios', order: 2 }),
    ],
  };
}
