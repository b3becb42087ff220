const { createAppConfig } = require('@pesa/shared/build/webpack-app.cjs')

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'calendar',
  title: 'Pesä calendar',
  exposes: { './Area': './src/area.tsx' },
  devPort: 9004
})
