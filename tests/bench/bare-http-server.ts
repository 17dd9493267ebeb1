// The floor the beacon endpoint is measured against: Node's own HTTP server answering a beacon 204 once its body is
// read, and the bench's health check 200, with nothing else. Sent the same beacons as the real server in the same
// step, the CPU it takes is what reading them costs at the least.
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
  res.end('{"ok":true}')
})
server.listen(Number(process.env.PORT), '127.0.0.1')
process.on('SIGTERM', () => server.close(() => process.exit(0)))
