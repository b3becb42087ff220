#!/usr/bin/env node
'use strict'
/*
 * Builds or serves the app in the current folder with the one webpack of this package, so
 * that the federation plugin and the compiler are the same instance in every app.
 *   pesa-webpack build   production build into PESA_OUT_DIR or dist/dev
 *   pesa-webpack serve   the app's dev server (a remote runs standalone in its minimal host)
 */
const path = require('node:path')
const webpack = require('webpack')

const command = process.argv[2]
const mode = command === 'build' ? 'production' : 'development'
const createConfig = require(path.resolve('webpack.config.cjs'))
const config = typeof createConfig === 'function' ? createConfig(process.env, { mode }) : createConfig

if (command === 'build') {
  webpack(config, (error, stats) => {
    if (error) {
      console.error(error)
      process.exit(1)
    }
    const info = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY })
    if (info) console.log(info)
    if (stats.hasErrors()) process.exit(1)
  })
} else if (command === 'serve') {
  const WebpackDevServer = require('webpack-dev-server')
  const server = new WebpackDevServer(config.devServer, webpack(config))
  server.start().catch((error) => {
    console.error(error)
    process.exit(1)
  })
} else {
  console.error('Usage: pesa-webpack build|serve')
  process.exit(2)
}
