const { readdirSync, readFileSync } = require('node:fs')
const path = require('node:path')
const { createAppConfig } = require('@pesa/shared/build/webpack-app.cjs')

const STATIC_DIR = path.join(__dirname, 'public', 'static')

/** Files served as they are at the site root: the web app manifest, its icons, municipality logos. */
class StaticFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StaticFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StaticFilesPlugin', stage: compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const entry of readdirSync(STATIC_DIR, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile()) continue
          const file = path.join(entry.parentPath, entry.name)
          compilation.fileDependencies.add(file)
          compilation.emitAsset(path.relative(STATIC_DIR, file).split(path.sep).join('/'), new compiler.webpack.sources.RawSource(readFileSync(file)))
        }
      })
    })
  }
}

const createConfig = createAppConfig({
  appDir: __dirname,
  name: 'shell',
  title: 'Pesä',
  host: true,
  runtimePlugins: [require.resolve('./src/federation/fallback-plugin.ts')],
  devPort: 9000
})

module.exports = (env, argv) => {
  const config = createConfig(env, argv)
  return { ...config, plugins: [...config.plugins, new StaticFilesPlugin()] }
}
