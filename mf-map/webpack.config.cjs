const { createAppConfig } = require('@pesa/shared/build/webpack-app.cjs')

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'map',
  title: 'Pesä map',
  exposes: { './Area': './src/area.tsx' },
  devPort: 9001
})
