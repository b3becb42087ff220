const { createAppConfig } = require('@pesa/shared/build/webpack-app.cjs')

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'income',
  title: 'Pesä income',
  exposes: { './Area': './src/area.tsx' },
  devPort: 9005
})
