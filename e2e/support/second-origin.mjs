// A plain static server on another port: a CDN stand-in with CORS for the built remotes and the
// suite's fixture builds. Usage: second-origin.mjs <port> <url prefix>=<folder> …
import { createReadStream, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

const port = Number(process.argv[2])
const mounts = process.argv.slice(3).map((mount) => {
  const [prefix, folder] = mount.split('=')
  return { prefix, root: path.resolve(folder) }
})
const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.map': 'application/json' }

function fileFor(pathname) {
  const mount = mounts.find(({ prefix }) => pathname.startsWith(prefix))
  if (!mount) return undefined
  const file = path.join(mount.root, path.normalize(pathname.slice(mount.prefix.length)))
  return file.startsWith(mount.root) && statSync(file, { throwIfNoEntry: false })?.isFile() ? file : undefined
}

createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname)
  const file = fileFor(pathname)
  response.setHeader('access-control-allow-origin', '*')
  if (!file) {
    response.writeHead(pathname === '/health' ? 200 : 404).end()
    return
  }
  response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' })
  createReadStream(file).pipe(response)
}).listen(port, '127.0.0.1')
