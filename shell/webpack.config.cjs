const { createAppConfig } = require('@pesa/shared/build/webpack-app.cjs')

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'shell',
  title: 'Pesä',
  host: true,
  runtimePlugins: [require.resolve('./src/federation/fallback-plugin.ts')],
  devPort: 9000
})
