// Operations, part one: clients, their addresses, subscriptions and communications.
import {
  ADDRESS_NOTES,
  APARTMENTS,
  COMMUNES,
  EMAIL_DOMAINS,
  FEMALE_NAMES,
  LAST_NAMES,
  MALE_NAMES,
} from '../seed-data.ts';
import { asciiSlug, clp, makeRut } from '../seed-utils.ts';
import {
  MINUTE,
  type Membership,
  type SeededClient,
  StoreContext,
  ddmmyyyy,
} from './store-context.ts';
import { Batch } from './tables.ts';

const PERIOD_DAYS = {
  monthly: 30,
  bimonthly: 61,
  quarterly: 91,
  semiannual: 182,
  annual: 365,
} as const;

export function seedClients(store: StoreContext, batch: Batch): void {
  const s = store.seed;
  const cal = store.cal;
  const usedEmails = new Set<string>();
  const communeByName = new Map(COMMUNES.map((c) => [c.name, c]));
  const communePairs = s.communes.map(([name, weight]) => {
    const commune = communeByName.get(name);
    if (!commune) throw new Error(`Unknown commune ${name}`);
    return [commune, weight] as const;
  });
  const recurring = store.products.filter(
    (p) => p.recurring && !p.isPack && !p.archived && !p.hidden,
  );
  const packs = store.products.filter((p) => p.isPack && !p.archived && !p.hidden);
  const activePlans = store.plans.filter((p) => !p.archived);
  const maxOffset = s.createdDaysAgo - 2;

  for (let i = 0; i < s.clients; i += 1) {
    const r = store.rng('client', i);
    const female = r.chance(0.52);
    const firstName = r.pick(female ? FEMALE_NAMES : MALE_NAMES);
    const last1 = r.pick(LAST_NAMES);
    const lastName = r.chance(0.6) ? `${last1} ${r.pick(LAST_NAMES)}` : last1;
    const fullName = `${firstName} ${lastName}`;
    const f = asciiSlug(firstName);
    const l = asciiSlug(last1);
    const pattern = r.int(0, 3);
    let local =
      pattern === 0
        ? `${f}.${l}`
        : pattern === 1
          ? `${f}${l}${r.int(10, 99)}`
          : pattern === 2
            ? `${f[0]}${l}`
            : `${f}_${l}`;
    const domain = r.weighted(EMAIL_DOMAINS.map(([d, w]) => [d, w] as const));
    let email = `${local}@${domain}`;
    for (let n = 2; usedEmails.has(email); n += 1) {
      local = `${local}${n}`;
      email = `${local}@${domain}`;
    }
    usedEmails.add(email);
    const phone = `+569${r.int(2, 9)}${r.digits(7)}`;
    const rut = makeRut(r.int(8_000_000, 24_999_999));

    const createdOffset =
      i < s.earlyClients
        ? r.int(s.orderDays + 1, maxOffset)
        : Math.min(s.orderDays, Math.floor(s.orderDays * r.next() ** 1.25));
    let status: SeededClient['status'] = 'active';
    if (i >= s.earlyClients && createdOffset <= 20 && r.chance(0.45)) status = 'pending';
    else if (createdOffset > 75 && r.chance(0.14)) status = 'inactive';
    // the first clients are always active (stable examples for tests and journeys)
    if (i < 3) status = 'active';
    const churnOffset = status === 'inactive' ? r.int(20, createdOffset - 45) : undefined;
    const created = cal.at(createdOffset, 8 + r.next() * 14);
    const id = store.uid('client', i);

    // addresses
    const commune = r.weighted(communePairs);
    const shippingAddressId = store.uid('address', i, 'shipping');
    const street = `${r.pick(commune.streets)} ${r.int(100, 9800)}`;
    const apartment = r.chance(0.4) ? r.pick(APARTMENTS) : null;
    batch.add('client_addresses', {
      store_id: store.storeId,
      id: shippingAddressId,
      client_id: id,
      type: 'shipping',
      full_name: fullName,
      phone,
      street,
      apartment,
      city: commune.name,
      state: commune.region,
      additional_info: r.chance(0.3) ? r.pick(ADDRESS_NOTES) : null,
      is_default: true,
      created_at: new Date(created.getTime() + 4 * MINUTE),
    });
    if (r.chance(0.2)) {
      const work = r.weighted(communePairs);
      batch.add('client_addresses', {
        store_id: store.storeId,
        id: store.uid('address', i, 'shipping-2'),
        client_id: id,
        type: 'shipping',
        full_name: fullName,
        phone,
        street: `${r.pick(work.streets)} ${r.int(100, 9800)}`,
        apartment: r.chance(0.6) ? r.pick(APARTMENTS) : null,
        city: work.name,
        state: work.region,
        additional_info: 'Dirección de la oficina',
        is_default: false,
        created_at: cal.at(Math.max(0, createdOffset - r.int(5, 60)), 12),
      });
    }
    let billingAddressId: string | null = null;
    if (r.chance(0.55)) {
      billingAddressId = store.uid('address', i, 'billing');
      batch.add('client_addresses', {
        store_id: store.storeId,
        id: billingAddressId,
        client_id: id,
        type: 'billing',
        full_name: fullName,
        phone,
        street,
        apartment,
        city: commune.name,
        state: commune.region,
        additional_info: null,
        is_default: true,
        created_at: new Date(created.getTime() + 5 * MINUTE),
      });
    }

    const lastLogin =
      status === 'pending'
        ? null
        : status === 'inactive'
          ? cal.at((churnOffset ?? 30) + r.int(0, 10), 9 + r.next() * 12)
          : cal.at(r.int(0, Math.min(20, createdOffset)), 8 + r.next() * 14);
    batch.add('clients', {
      store_id: store.storeId,
      id,
      first_name: firstName,
      last_name: lastName,
      email,
      phone,
      rut,
      status,
      last_login_at: lastLogin,
      created_at: created,
      updated_at: lastLogin ?? created,
    });

    const client: SeededClient = {
      id,
      firstName,
      lastName,
      fullName,
      email,
      phone,
      status,
      createdOffset,
      churnOffset,
      commune,
      shippingAddressId,
      billingAddressId,
      membership: undefined,
    };
    store.clients.push(client);

    // welcome e-mail
    store.addCommunication(batch, r, {
      key: `welcome:${i}`,
      client,
      orderId: null,
      template: 'bienvenida',
      medium: 'email',
      subject: `¡Bienvenido/a a ${s.name}!`,
      content: `<p>Hola ${firstName},</p><p>Te damos la bienvenida a ${s.name}. Desde tu cuenta puedes revisar tus suscripciones y pedidos.</p>`,
      at: new Date(created.getTime() + 2 * MINUTE),
    });
    if (status === 'pending') continue;

    // subscriptions
    const history = (type: string, details: string, at: Date, n: number) =>
      batch.add('client_history', {
        store_id: store.storeId,
        id: store.seqId('history', i, type, n),
        client_id: id,
        type,
        details,
        created_at: at,
      });

    const startOffset = Math.max(0, createdOffset - r.int(0, 3));
    const shippingFor = () => (r.chance(0.92) ? shippingAddressId : null);
    if (r.chance(0.85) || i < 3) {
      let plan = r.weighted(store.plans.map((p) => [p, p.weight] as const));
      if (plan.archived && startOffset < 160)
        plan = r.weighted(activePlans.map((p) => [p, p.weight] as const));
      const cancelOffset = status === 'inactive' ? churnOffset : undefined;
      const subStatus: Membership['status'] =
        status === 'inactive' ? 'cancelled' : r.chance(0.1) && i >= 3 ? 'paused' : 'active';
      const membershipId = store.uid('subscription', i, 'plan');
      const included = r
        .sample(recurring, r.chance(0.6) ? 1 : 2)
        .map((product) => ({ product, quantity: r.chance(0.2) ? 2 : 1 }));
      const membership: Membership = {
        id: membershipId,
        plan,
        startOffset,
        cancelOffset,
        status: subStatus,
        included,
      };
      client.membership = membership;
      const period = PERIOD_DAYS[plan.renewalPeriod];
      const nextBilling =
        subStatus === 'active' ? cal.ymd(-(period - (startOffset % period))) : null;
      const startAt = cal.at(startOffset, 9 + r.next() * 10);
      const cancelledAt =
        cancelOffset !== undefined ? cal.at(cancelOffset, 10 + r.next() * 8) : null;
      const address = shippingAddressId;
      batch.add('subscriptions', {
        store_id: store.storeId,
        id: membershipId,
        client_id: id,
        type: 'store_client_plan',
        commerce_plan_id: plan.id,
        product_id: null,
        parent_subscription_id: null,
        name: plan.name,
        status: subStatus,
        start_date: cal.ymd(startOffset),
        next_billing_date: nextBilling,
        price: plan.price,
        quantity: 1,
        shipping_address_id: address,
        cancelled_at: cancelledAt,
        created_at: startAt,
        updated_at: cancelledAt ?? startAt,
      });
      history(
        'subscription_created',
        `Se suscribió a ${plan.name} (${clp(plan.price)})`,
        startAt,
        0,
      );
      included.forEach(({ product, quantity }, k) => {
        const addOffset = Math.max(0, startOffset - (k === 0 ? 0 : r.int(0, 20)));
        const addedAt = cal.at(addOffset, 10 + r.next() * 8);
        batch.add('subscriptions', {
          store_id: store.storeId,
          id: store.uid('subscription', i, 'included', k),
          client_id: id,
          type: 'product',
          commerce_plan_id: null,
          product_id: product.id,
          parent_subscription_id: membershipId,
          name: product.name,
          status: subStatus,
          start_date: cal.ymd(addOffset),
          next_billing_date: nextBilling,
          price: product.price,
          quantity,
          shipping_address_id: address,
          cancelled_at: cancelledAt,
          created_at: addedAt,
          updated_at: cancelledAt ?? addedAt,
        });
        history('product_added', `Agregó ${product.name} a su suscripción`, addedAt, k);
        if (quantity > 1) {
          const changedOffset = Math.max(0, addOffset - r.int(1, 30));
          history(
            'quantity_changed',
            `Cambió la cantidad de ${product.name} de 1 a ${quantity}`,
            cal.at(changedOffset, 12 + r.next() * 6),
            k,
          );
        }
      });
      if (r.chance(0.12)) {
        const removed = r.pick(recurring);
        const removedOffset = Math.max(0, startOffset - r.int(5, 60));
        history(
          'product_removed',
          `Quitó ${removed.name} de su suscripción`,
          cal.at(removedOffset, 19),
          0,
        );
      }
      if (cancelledAt)
        history('subscription_cancelled', `Canceló la suscripción ${plan.name}`, cancelledAt, 0);
      if (subStatus === 'active') {
        const reminderOffset = (startOffset % period) + 3;
        if (reminderOffset <= startOffset) {
          const renewal = cal.ymd(reminderOffset - 3);
          store.addCommunication(batch, r, {
            key: `renewal:${i}`,
            client,
            orderId: null,
            template: 'renovacion_suscripcion',
            medium: 'email',
            subject: `Tu suscripción ${plan.name} se renueva el ${ddmmyyyy(renewal)}`,
            content: `<p>Hola ${firstName},</p><p>Tu suscripción <strong>${plan.name}</strong> se renovará el ${ddmmyyyy(renewal)} por ${clp(plan.price)}.</p>`,
            at: cal.at(reminderOffset, 9),
          });
        }
      }
    } else {
      // recurring products without a membership
      r.sample(recurring, r.chance(0.5) ? 1 : 2).forEach((product, k) => {
        const subStatus = status === 'inactive' ? 'cancelled' : 'active';
        const addedAt = cal.at(startOffset, 10 + r.next() * 8);
        const period =
          product.periodicity === 'weekly' ? 7 : product.periodicity === 'biweekly' ? 14 : 30;
        const cancelledAt = status === 'inactive' ? cal.at(churnOffset ?? 20, 11) : null;
        batch.add('subscriptions', {
          store_id: store.storeId,
          id: store.uid('subscription', i, 'product', k),
          client_id: id,
          type: 'product',
          commerce_plan_id: null,
          product_id: product.id,
          parent_subscription_id: null,
          name: product.name,
          status: subStatus,
          start_date: cal.ymd(startOffset),
          next_billing_date:
            subStatus === 'active' ? cal.ymd(-(period - (startOffset % period))) : null,
          price: product.price,
          quantity: 1,
          shipping_address_id: shippingFor(),
          cancelled_at: cancelledAt,
          created_at: addedAt,
          updated_at: cancelledAt ?? addedAt,
        });
        history('subscription_created', `Se suscribió a ${product.name}`, addedAt, k + 1);
        if (cancelledAt)
          history(
            'subscription_cancelled',
            `Canceló la suscripción de ${product.name}`,
            cancelledAt,
            k + 1,
          );
      });
    }
    if (r.chance(0.25) && packs.length) {
      const choices = packs.filter((p) => !p.requiresMembership || client.membership);
      const pack = r.pick(choices);
      const packOffset = Math.max(0, startOffset - r.int(0, 90));
      const cancelled = status === 'inactive' || r.chance(0.15);
      const cancelOffset =
        status === 'inactive' ? (churnOffset ?? 20) : Math.max(0, packOffset - r.int(10, 60));
      const addedAt = cal.at(packOffset, 11 + r.next() * 8);
      const cancelledAt = cancelled ? cal.at(Math.min(cancelOffset, packOffset), 18) : null;
      const period = PERIOD_DAYS[pack.renewalPeriod ?? 'monthly'];
      batch.add('subscriptions', {
        store_id: store.storeId,
        id: store.uid('subscription', i, 'pack'),
        client_id: id,
        type: 'pack',
        commerce_plan_id: null,
        product_id: pack.id,
        parent_subscription_id: null,
        name: pack.name,
        status: cancelled ? 'cancelled' : 'active',
        start_date: cal.ymd(packOffset),
        next_billing_date: cancelled ? null : cal.ymd(-(period - (packOffset % period))),
        price: pack.price,
        quantity: r.chance(0.15) ? 2 : 1,
        shipping_address_id: shippingFor(),
        cancelled_at: cancelledAt,
        created_at: addedAt,
        updated_at: cancelledAt ?? addedAt,
      });
      history('subscription_created', `Se suscribió al ${pack.name}`, addedAt, 9);
      if (cancelledAt) history('subscription_cancelled', `Canceló el ${pack.name}`, cancelledAt, 9);
    }
    const logins = status === 'active' ? r.int(2, 6) : r.int(1, 2);
    const lastLoginOffset = store.cal.offsetOf((lastLogin ?? created).getTime());
    for (let k = 0; k < logins; k += 1) {
      const offset = k === 0 ? lastLoginOffset : r.int(lastLoginOffset, createdOffset);
      const device = r.pick([
        'Chrome en Windows',
        'Safari en iPhone',
        'Chrome en Android',
        'Safari en Mac',
        'Firefox en Linux',
      ]);
      history(
        'login',
        `Inicio de sesión desde ${device}`,
        k === 0 && lastLogin ? lastLogin : cal.at(offset, 8 + r.next() * 14),
        k,
      );
    }
  }
}
