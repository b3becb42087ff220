const { createAppConfig } = require('@pesa/shared/build/webpack-app.cjs')

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'personal',
  title: 'Pesä personal details',
  exposes: { './Area': './src/area.tsx' },
  devPort: 9006
})
