const { createAppConfig } = require('@platform/build-config');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'mfe_operations',
  title: 'Operaciones',
  exposes: {
    './ClientsPage': './src/routes/clients/ClientsPage.tsx',
    './ClientDetailPage': './src/routes/client-detail/ClientDetailPage.tsx',
    './OrdersPage': './src/routes/orders/OrdersPage.tsx',
    './OrderDetailPage': './src/routes/order-detail/OrderDetailPage.tsx',
  },
});
