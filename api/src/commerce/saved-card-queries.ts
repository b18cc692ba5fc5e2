import type { Database, Queryable } from '../db/index.ts';
import { lockStore } from '../stores/setup-tasks.ts';
import type { SavedCard } from './contract.ts';

// The merchant's saved cards (spec 2 §4 "Saved cards"): exactly one is the default while there are
// any. Every change takes the store row's lock first, so two changes of one store run one after
// the other and the one-default index (migration 002) never sees two defaults.

/** The default card first, then the oldest first (the order "the first remaining card" means). */
const CARD_ORDER = 'order by is_default desc, created_at, id';

type SavedCardRow = Omit<SavedCard, 'createdAt'> & { createdAt: Date | string };

const toCard = (row: SavedCardRow): SavedCard => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
});

export async function listSavedCards(db: Queryable, storeId: string): Promise<SavedCard[]> {
  const { rows } = await db.query<SavedCardRow>(
    `select id::text as id, card_type as "cardType", last_four as "lastFour",
            is_default as "isDefault", created_at as "createdAt"
     from saved_cards where store_id = $1 ${CARD_ORDER}`,
    [storeId],
  );
  return rows.map(toCard);
}

/** The card plan changes are charged to: the default, with the provider's key of it. */
export interface DefaultCard {
  cardType: string;
  lastFour: string;
  providerToken: string | null;
}

export async function findDefaultCard(
  db: Queryable,
  storeId: string,
): Promise<DefaultCard | undefined> {
  const { rows } = await db.query<DefaultCard>(
    `select card_type as "cardType", last_four as "lastFour", provider_token as "providerToken"
     from saved_cards where store_id = $1 and is_default`,
    [storeId],
  );
  return rows[0];
}

/** Makes a card the default (all others stop being it); false when the store has no such card. */
export async function setDefaultCard(
  db: Database,
  storeId: string,
  cardId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockStore(tx, storeId);
    const { rows } = await tx.query('select 1 from saved_cards where store_id = $1 and id = $2', [
      storeId,
      cardId,
    ]);
    if (!rows.length) return false;
    await tx.query(
      'update saved_cards set is_default = false where store_id = $1 and is_default and id <> $2',
      [storeId, cardId],
    );
    await tx.query('update saved_cards set is_default = true where store_id = $1 and id = $2', [
      storeId,
      cardId,
    ]);
    return true;
  });
}

/**
 * Deletes a card; when it was the default, the oldest remaining card becomes the default. False
 * when the store has no such card.
 */
export async function deleteSavedCard(
  db: Database,
  storeId: string,
  cardId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockStore(tx, storeId);
    const { rows } = await tx.query<{ wasDefault: boolean }>(
      `delete from saved_cards where store_id = $1 and id = $2 returning is_default as "wasDefault"`,
      [storeId, cardId],
    );
    const deleted = rows[0];
    if (!deleted) return false;
    if (deleted.wasDefault) {
      await tx.query(
        `update saved_cards set is_default = true
         where store_id = $1 and id = (select id from saved_cards where store_id = $1 ${CARD_ORDER} limit 1)`,
        [storeId],
      );
    }
    return true;
  });
}

/** Saves an enrolled card; the store's first card becomes its default. */
export async function addSavedCard(
  tx: Queryable,
  storeId: string,
  card: { cardType: string; lastFour: string; providerToken: string },
): Promise<void> {
  await lockStore(tx, storeId);
  await tx.query(
    `insert into saved_cards (store_id, card_type, last_four, provider_token, is_default)
     values ($1, $2, $3, $4, not exists (select 1 from saved_cards where store_id = $1 and is_default))`,
    [storeId, card.cardType, card.lastFour, card.providerToken],
  );
}
