// A plain static server for the built remotes on another port: a CDN stand-in with CORS.
import { createReadStream, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

const [root, port] = [path.resolve(process.argv[2]), Number(process.argv[3])]
const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.map': 'application/json' }

createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname)
  const file = path.join(root, path.normalize(pathname))
  response.setHeader('access-control-allow-origin', '*')
  if (!file.startsWith(root) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
    response.writeHead(pathname === '/health' ? 200 : 404).end()
    return
  }
  response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' })
  createReadStream(file).pipe(response)
}).listen(port, '127.0.0.1')
