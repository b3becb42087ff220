'use strict'
const { existsSync } = require('node:fs')
const path = require('node:path')
const webpack = require('webpack')
const HtmlWebpackPlugin = require('html-webpack-plugin')
const MiniCssExtractPlugin = require('mini-css-extract-plugin')
const MinimizerPlugin = require('minimizer-webpack-plugin')
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack')
const { routerImplementation, sharedSingletons } = require('./federation.cjs')

/**
 * The webpack configuration of one Pesä app (the shell or a remote).
 *
 * - `name`: federation name, a JS identifier (the key in remotes.json).
 * - `exposes`: for remotes, `{ './Area': './src/area.tsx' }` (plus optional extra entries).
 * - `host`: the shell: served at the origin root, registers remotes at run time.
 * - `runtimePlugins`: federation runtime plugins (the shell's fallback).
 * - `devPort`: port of the app's own dev server.
 *
 * The output goes to `PESA_OUT_DIR` (the build script uses a staging folder and then moves
 * it to an immutable, versioned folder) or `<app>/dist/dev`. `PESA_AREA_MODULE` exposes another
 * module as a remote's `./Area`: the e2e suite builds a remote's next release from a fixture with
 * it (`mf-personal/fixtures/`); a product build never sets it.
 */
/**
 * The shared modules a build provides (`webpack/sharing/provide/<scope>/<name>`), e.g. `react`,
 * `react-dom/client`. The shell names them in its HTML (`pesa-shell-shared`) so that the server
 * can preload, for a direct visit of an area, the remote's own copies of those the shell does not
 * provide (swr): the runtime would otherwise ask for them only once the remote's entry has run.
 */
function providedShares(compilation) {
  const names = new Set()
  for (const module of compilation.modules) {
    const match = /webpack\/sharing\/provide\/[^/]+\/(.+)$/.exec(module.libIdent?.({ context: compilation.compiler.context }) ?? '')
    if (match) names.add(match[1])
  }
  return [...names].sort()
}

/**
 * Lists the shell's boot chunks in its HTML as preloads: the app behind the async boundary and
 * the shared singletons it provides are the children of the entry, and the browser would
 * otherwise ask for them only after the entry chunk has arrived and run. Same-origin chunks are
 * loaded without a crossorigin attribute, so the preloads have none either (a preload whose
 * credentials mode differs is not used, and the chunk is asked for again). The entry itself is
 * fetched first (`fetchpriority`), ahead of the chunks it needs only once it runs.
 *
 * The texts of the first language are named in a JSON block (`pesa-text-chunks`: language →
 * files) rather than preloaded: only the server knows the language of a request, and it turns
 * that language's files into preloads (`api/src/platform/static-site.ts`).
 */
class BootChunkPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('BootChunkPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootChunkPreloadPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath
        const files = new Set()
        for (const entrypoint of compilation.entrypoints.values()) {
          for (const group of entrypoint.getChildren()) {
            for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file)
          }
        }
        const preloads = [...files]
          .sort()
          .map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }))
        data.headTags.unshift(...preloads)
        for (const tag of data.headTags) if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high'
        const texts = {}
        for (const chunk of compilation.chunks) {
          const match = /^i18n-(shell|common)-([a-z]{2})$/.exec(chunk.name ?? '')
          if (!match) continue
          texts[match[2]] = [
            ...(texts[match[2]] ?? []),
            ...[...chunk.files].filter((file) => file.endsWith('.js')).map((file) => `${publicPath}${file}`)
          ].sort()
        }
        data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', { type: 'application/json', id: 'pesa-text-chunks' }, JSON.stringify(texts)))
        data.headTags.push(
          HtmlWebpackPlugin.createHtmlTagObject('script', { type: 'application/json', id: 'pesa-shell-shared' }, JSON.stringify(providedShares(compilation)))
        )
        return data
      })
    })
  }
}

/**
 * swc's transform of one TypeScript file, as the workspace's tsconfig.base.json would emit it:
 * ES2022 (class fields with define semantics), the automatic JSX runtime.
 */
function swcOptions({ tsx, production }) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx },
      target: 'es2022',
      transform: { react: { runtime: 'automatic', development: !production }, useDefineForClassFields: true }
    }
  }
}

function createAppConfig({ appDir, name, title, exposes = {}, host = false, runtimePlugins = [], devPort }) {
  return (_env, argv) => {
    const production = argv.mode === 'production'
    const areaModule = process.env.PESA_AREA_MODULE
    const exposed = areaModule && exposes['./Area'] ? { ...exposes, './Area': areaModule } : exposes
    const outDir = process.env.PESA_OUT_DIR || path.join(appDir, 'dist', 'dev')
    const hashed = (ext) => (production ? `[name].[contenthash:8].${ext}` : `[name].${ext}`)
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        // The shell is served at the root of its origin; a remote resolves its chunks
        // relative to its manifest, so the same build works from any folder or origin.
        publicPath: host ? '/' : 'auto',
        filename: hashed('js'),
        chunkFilename: hashed('js'),
        assetModuleFilename: production ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
        crossOriginLoading: 'anonymous',
        uniqueName: name,
        clean: true
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // The shared react-router module's own import of the package (react-router-exports.mjs).
        alias: { 'pesa-react-router-implementation$': routerImplementation(appDir) }
      },
      module: {
        rules: [
          // Type-checking is its own step (tsc); here swc only strips the types, a file at a
          // time (the tsconfig's isolatedModules keeps that safe). ts-loader took about three
          // times the CPU for the same output.
          { test: /\.ts$/, loader: require.resolve('swc-loader'), options: swcOptions({ tsx: false, production }) },
          { test: /\.tsx$/, loader: require.resolve('swc-loader'), options: swcOptions({ tsx: true, production }) },
          {
            test: /\.module\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              {
                loader: require.resolve('css-loader'),
                options: {
                  modules: {
                    namedExport: false,
                    localIdentName: production ? '[hash:base64:7]' : '[name]__[local]',
                    // Apps are built apart: the salt keeps equal file names of two apps
                    // from producing equal class names on one page.
                    localIdentHashSalt: name
                  }
                }
              }
            ]
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')]
          },
          { test: /\.(png|svg|jpg|webp|woff2?)$/, type: 'asset/resource' }
        ]
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: host ? undefined : 'remoteEntry.js',
          exposes: exposed,
          shared: sharedSingletons(appDir),
          runtimePlugins,
          // With runtime registration and loaded-first, no remote is fetched before the
          // page that shows it, and one dead remote cannot blank the shell.
          shareStrategy: 'loaded-first',
          manifest: host ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          experiments: { optimization: { target: 'web' } }
        }),
        new MiniCssExtractPlugin({ filename: hashed('css'), chunkFilename: hashed('css') }),
        new HtmlWebpackPlugin({
          // Remotes share one page for their standalone host; the shell has its own.
          template: existsSync(path.join(appDir, 'public', 'index.html'))
            ? path.join(appDir, 'public', 'index.html')
            : path.join(__dirname, 'standalone-index.html'),
          title,
          scriptLoading: 'defer',
          favicon: false,
          // A remote's dev server serves its standalone host at the root, also for nested paths
          // of the area (/personal-details/x): its scripts are asked for from the root there.
          ...(!host && !production ? { publicPath: '/' } : {})
        }),
        ...(host ? [new BootChunkPreloadPlugin()] : []),
        new webpack.DefinePlugin({
          'process.env.PESA_APP_VERSION': JSON.stringify(process.env.PESA_APP_VERSION || 'dev')
        })
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // swc's minifier instead of webpack's default terser: the same bytes within 1 % (gzip,
        // measured on every remote) for under half the CPU, which is most of a build's time.
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: true, mangle: true } })]
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: { directory: path.join(appDir, 'public'), publicPath: '/' },
        proxy: [{ context: ['/api'], target: process.env.PESA_API_URL || 'http://localhost:8080' }],
        // The shell's dev server finds the remotes' dev servers through remotes.dev.json.
        setupMiddlewares: (middlewares, devServer) => {
          if (host) devServer.app.get('/remotes.json', (_request, response) => response.sendFile(path.join(appDir, 'remotes.dev.json')))
          return middlewares
        }
      }
    }
  }
}

module.exports = { createAppConfig }
