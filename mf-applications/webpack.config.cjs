const { createAppConfig } = require('@pesa/shared/build/webpack-app.cjs')

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'applications',
  title: 'Pesä applications',
  exposes: { './Area': './src/area.tsx' },
  devPort: 9002
})
