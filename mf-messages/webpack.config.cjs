const { createAppConfig } = require('@pesa/shared/build/webpack-app.cjs')

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'messages',
  title: 'Pesä messages',
  exposes: { './Area': './src/area.tsx' },
  devPort: 9003
})
