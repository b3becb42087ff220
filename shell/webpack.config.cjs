const { readdirSync, readFileSync } = require('node:fs')
const path = require('node:path')
const { createAppConfig } = require('@pesa/shared/build/webpack-app.cjs')

// The build factory's own copy, so that the hooks are those of the plugin instance it adds.
const HtmlWebpackPlugin = require(require.resolve('html-webpack-plugin', { paths: [path.dirname(require.resolve('@pesa/shared/package.json'))] }))

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

/**
 * Preloads the styles of the boot chunks in the HTML: webpack asks for a chunk's CSS only once
 * the entry has run, and holds the chunk until its CSS has arrived, so on a slow line the app
 * would wait for a stylesheet it could have had beside the scripts.
 */
class BootStylePreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('BootStylePreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootStylePreloadPlugin', (data) => {
        const files = new Set()
        for (const entrypoint of compilation.entrypoints.values()) {
          for (const group of entrypoint.getChildren()) {
            for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.css')) files.add(file)
          }
        }
        const publicPath = compilation.outputOptions.publicPath
        const preloads = [...files]
          .sort()
          .map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'style', href: `${publicPath}${file}` }))
        data.headTags.unshift(...preloads)
        return data
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
  return { ...config, plugins: [...config.plugins, new StaticFilesPlugin(), new BootStylePreloadPlugin()] }
}
