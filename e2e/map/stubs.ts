import { createServer, type Server } from 'node:http'
import { deflateSync } from 'node:zlib'
import { PORT } from '../support/environment'

/** Loopback ports of the stand-ins: the API of the suite is configured with them (playwright.config.ts). */
export const GEOCODER_PORT = PORT + 10
export const ROUTER_PORT = PORT + 11
export const TILE_PORT = PORT + 12

export interface StubAddress {
  name: string
  postalcode: string
  locality: string
  lat: number
  lon: number
}

export const ADDRESSES: StubAddress[] = [
  { name: 'Kauppakatu 1', postalcode: '88600', locality: 'Pesälä', lat: 64.1174, lon: 28.3777 },
  { name: 'Kauppakatu 12', postalcode: '88600', locality: 'Pesälä', lat: 64.1138, lon: 28.4075 },
  { name: 'Rantakatu 30', postalcode: '88620', locality: 'Pesälä', lat: 64.1354, lon: 28.4638 }
]

/** What the router stand-in answers: a far walk for the nearest unit, no route for the second. */
export const WALK_FACTOR = 1.4
export const FAR_WALK = 5000

const radians = (degrees: number) => (degrees * Math.PI) / 180
export function straightDistance(from: { lat: number; lon: number }, to: { lat: number; lon: number }): number {
  const a =
    Math.sin(radians(to.lat - from.lat) / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(radians(to.lon - from.lon) / 2) ** 2
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a))
}

/** A plain light tile (256×256 PNG), so the map has a background without the internet. */
function blankTile(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buffer: Buffer) => {
    let c = 0xffffffff
    for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type), data])
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(body))
    return Buffer.concat([length, body, sum])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(256, 0)
  header.writeUInt32BE(256, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(256 * 3, 0xee)])
  const pixels = deflateSync(Buffer.concat(Array.from({ length: 256 }, () => row)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0))
  ])
}

const POINT =
  /(\w+): planConnection\(origin: \{location: \{coordinate: \{latitude: ([\d.-]+), longitude: ([\d.-]+)\}\}\}, destination: \{location: \{coordinate: \{latitude: ([\d.-]+), longitude: ([\d.-]+)\}\}\}/g

/** Stand-ins for the Pelias geocoder, the OpenTripPlanner router and the tile server, on loopback. */
export class MapStubs {
  readonly routerQueries: string[] = []
  readonly geocoderQueries: URLSearchParams[] = []
  readonly tileRequests: string[] = []
  private servers: Server[] = []

  async start(): Promise<void> {
    const tile = blankTile()
    this.servers = await Promise.all([
      this.listen(GEOCODER_PORT, (url, _body) => {
        const params = new URL(url, 'http://stub').searchParams
        this.geocoderQueries.push(params)
        const text = (params.get('text') ?? '').toLowerCase()
        const features = ADDRESSES.filter((address) => address.name.toLowerCase().startsWith(text)).map(({ name, postalcode, locality, lat, lon }) => ({
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [lon, lat] },
          properties: { name, postalcode, locality, layer: 'address' }
        }))
        return { type: 'application/json', body: JSON.stringify({ type: 'FeatureCollection', features }) }
      }),
      this.listen(ROUTER_PORT, (_url, body) => {
        const { query } = JSON.parse(body) as { query: string }
        this.routerQueries.push(query)
        const data: Record<string, unknown> = {}
        for (const [, alias, originLat, originLon, lat, lon] of query.matchAll(POINT)) {
          const walked = WALK_FACTOR * straightDistance({ lat: Number(originLat), lon: Number(originLon) }, { lat: Number(lat), lon: Number(lon) })
          data[alias!] =
            alias === 'u0'
              ? { edges: [{ node: { walkDistance: FAR_WALK } }] }
              : alias === 'u1'
                ? { edges: [] }
                : { edges: [{ node: { walkDistance: walked } }] }
        }
        return { type: 'application/json', body: JSON.stringify({ data }) }
      }),
      this.listen(TILE_PORT, (url) => {
        this.tileRequests.push(url)
        return { type: 'image/png', body: tile }
      })
    ])
  }

  async stop(): Promise<void> {
    await Promise.all(this.servers.map((server) => new Promise((resolve) => server.close(resolve))))
  }

  private listen(port: number, answer: (url: string, body: string) => { type: string; body: string | Buffer }): Promise<Server> {
    const server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        const { type, body: payload } = answer(request.url ?? '/', body)
        response.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*' }).end(payload)
      })
    })
    return new Promise((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve(server))
    })
  }
}
