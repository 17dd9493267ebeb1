// The floor the beacon endpoint is measured against: Node's own HTTP server answering a beacon 204 once its body is
// read, and `/api/ping` as the real server does, with nothing else. Loaded exactly as the real server is, in the same
// step, it says what the machine itself (the load generators, the kernel's loopback) adds to ping beside the beacons.
import './loop-monitor.ts'
import { createServer } from 'node:http'

const server = createServer((req, res) => {
  if (req.method === 'POST') {
    req.resume()
    req.on('end', () => {
      res.writeHead(204)
      res.end()
    })
    return
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
  res.end(req.url === '/api/ping' ? '{"data":"pong"}' : '{"ok":true}')
})
server.listen(Number(process.env.PORT), '127.0.0.1')
process.on('SIGTERM', () => server.close(() => process.exit(0)))
