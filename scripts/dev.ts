import { spawn, type ChildProcess } from 'node:child_process'

// `npm run dev`: the API restarts on server changes; Vite serves the app with hot reload and proxies /api to it.
const apiPort = process.env.API_PORT ?? '3001'
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, SERVE_WEB: 'false', NODE_ENV: 'development' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
for (const child of children) child.on('exit', (code) => {
  stop()
  process.exitCode = code ?? 0
})
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
