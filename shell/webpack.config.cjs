const { readdirSync, readFileSync } = require('node:fs')
const path = require('node:path')
const { createAppConfig } = require('@pesa/shared/build/webpack-app.cjs')
const { InjectManifest } = require('workbox-webpack-plugin')

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

/**
 * The service worker (`src/service-worker/`), bundled on its own by esbuild before the shell is
 * compiled, then given by Workbox's InjectManifest the list of the shell's files to precache.
 * Not through InjectManifest's own child compiler: it inherits the federation plugin's hooks,
 * which break its chunks (shell/DECISIONS.md, "Offline"). The page itself is left out of the
 * precache: the server writes each page's head (the deployment, the preloads), so it is read
 * network-first. Source maps stay out, and so do the icons and logos.
 */
const SW_BUNDLE = path.join(__dirname, 'dist', 'service-worker', 'sw.js')

class ServiceWorkerBundlePlugin {
  apply(compiler) {
    compiler.hooks.beforeCompile.tapPromise('ServiceWorkerBundlePlugin', async () => {
      await require('esbuild').build({
        entryPoints: [path.join(__dirname, 'src', 'service-worker', 'index.ts')],
        outfile: SW_BUNDLE,
        bundle: true,
        format: 'iife',
        target: 'es2022',
        minify: true,
        // Workbox logs in development only; production builds leave its logging out.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        logLevel: 'warning'
      })
    })
  }
}

function serviceWorkerPlugins() {
  return [
    new ServiceWorkerBundlePlugin(),
    new InjectManifest({
      swSrc: SW_BUNDLE,
      swDest: 'sw.js',
      compileSrc: false,
      exclude: [/\.map$/, /\.html$/, /^icons\//, /^municipality\//, /\.webmanifest$/, /\.LICENSE\.txt$/],
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024
    })
  ]
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
  // A development server would rebuild the worker on each change and serve stale files from its cache: production only.
  const worker = argv.mode === 'production' ? serviceWorkerPlugins() : []
  return { ...config, plugins: [...config.plugins, new StaticFilesPlugin(), new BootStylePreloadPlugin(), ...worker] }
}
