const path = require('node:path')
const { createAppConfig } = require('@pesa/shared/build/webpack-app.cjs')

// The build factory's own copy, so both pages come from one plugin instance.
const HtmlWebpackPlugin = require(require.resolve('html-webpack-plugin', { paths: [path.dirname(require.resolve('@pesa/shared/package.json'))] }))

const createConfig = createAppConfig({
  appDir: __dirname,
  name: 'map',
  title: 'Pesä map',
  // ./UnitFinder: single-spa lifecycles that mount the finder into any element of any page.
  exposes: { './Area': './src/area.tsx', './UnitFinder': './src/embed.tsx' },
  devPort: 9001
})

/** The build also ships a plain HTML page that embeds the unit finder, as municipalities would. */
module.exports = (env, argv) => {
  const config = createConfig(env, argv)
  config.plugins.push(
    new HtmlWebpackPlugin({ filename: 'embed-example.html', template: path.join(__dirname, 'embed/embed-example.html'), inject: false, minify: false })
  )
  return config
}
