import { expect, test } from '../support/fixtures';
import { API_URL, USERS } from '../support/env';
import { PaymentSandbox } from '../support/pages/PaymentSandbox';
import {
  SANDBOX_CARDS,
  merchantToken,
  payableOrders,
  publicOrderLinks,
} from '../support/public-orders';

const clp = (amount: number) =>
  new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP' }).format(amount);

test('a client pays a draft order through the sandbox and the merchant sees it pending', async ({
  page,
}) => {
  const [order] = await payableOrders(USERS.demo.email);
  if (!order) throw new Error('the demo store has no unpaid draft order left');

  await page.goto(order.path);
  // No header, footer or setup guide on the public order page.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByText('Café Cordillera')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Orden #${order.orderNumber}` })).toBeVisible();
  await expect(page.getByText(/^Creada el \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(clp(order.totalAmount));

  await page.getByRole('button', { name: `Pagar ${clp(order.totalAmount)}` }).click();
  const sandbox = new PaymentSandbox(page);
  await sandbox.expectOpen();
  await expect(page.getByText(clp(order.totalAmount))).toBeVisible();
  await sandbox.payWith(SANDBOX_CARDS.approved);

  await expect(page).toHaveURL(new RegExp(`${order.path}\\?paymentStatus=success$`));
  await expect(page.getByText('¡Pago exitoso!')).toBeVisible();
  await expect(page.getByText('El pago ha sido procesado correctamente.')).toBeVisible();
  await expect(page.getByText('Esta orden ya fue pagada')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pagar/ })).toHaveCount(0);

  // The merchant's own orders list (its api) now has the order as pending.
  const token = await merchantToken(USERS.demo.email);
  const response = await fetch(`${API_URL}/api/orders?search=${order.orderNumber}&perPage=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { data } = (await response.json()) as {
    data: Array<{ orderNumber: number; status: string }>;
  };
  expect(data.find((row) => row.orderNumber === order.orderNumber)?.status).toBe('pending');
});

test("a declined card comes back as 'Error en el pago' and the order can still be paid", async ({
  page,
}) => {
  const orders = await payableOrders(USERS.demo.email);
  const order = orders[1] ?? orders[0];
  if (!order) throw new Error('the demo store has no unpaid draft order left');

  await page.goto(order.path);
  await page.getByRole('button', { name: /^Pagar/ }).click();
  const sandbox = new PaymentSandbox(page);
  await sandbox.expectOpen();
  await sandbox.payWith(SANDBOX_CARDS.declined);

  await expect(page).toHaveURL(/paymentStatus=error$/);
  await expect(page.getByText('Error en el pago')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pagar/ })).toBeVisible();
});

test('a cancelled order cannot be paid', async ({ page }) => {
  const [order] = await publicOrderLinks(USERS.demo.email, { status: 'cancelled' });
  if (!order) throw new Error('the demo store has no cancelled order');

  await page.goto(order.path);
  await expect(page.getByRole('heading', { name: `Orden #${order.orderNumber}` })).toBeVisible();
  await expect(page.getByText('Esta orden fue cancelada')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pagar/ })).toHaveCount(0);

  // Nor through the api.
  const response = await fetch(`${API_URL}/api/public/orders/${order.publicId}/payments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ orderId: order.publicId }),
  });
  expect(response.status).toBe(409);
});

test("an order waiting for the plan renewal shows 'Pago bloqueado' with the way to the other order", async ({
  page,
}) => {
  // otra@tienda.cl's store: no journey pays its orders, so its renewal is still unpaid.
  const [order] = await publicOrderLinks(USERS.otra.email, { status: 'draft', locked: true });
  if (!order) throw new Error("otra's store has no order waiting for its plan renewal");

  await page.goto(order.path);
  await expect(page.getByText('Pago bloqueado')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pagar/ })).toHaveCount(0);
  await page.getByRole('link', { name: /^Ir a la orden #\d+$/ }).click();
  await expect(page).not.toHaveURL(new RegExp(order.path));
  await expect(page.getByRole('button', { name: /^Pagar/ })).toBeVisible();
});
