import autocannon from 'autocannon'
import { userListRequests } from '../bench/user-requests.ts'
const [url, token, kind = 'users'] = process.argv.slice(2)
const headers = { authorization: `Bearer ${token}` }
const paths = kind === 'users' ? userListRequests({ members: 100_000, posts: 0, payments: 0 }) : [kind]
const result = await autocannon({ url: url!, connections: 16, duration: 10, requests: paths.map((path) => ({ method: 'GET', path, headers })) })
console.log(kind, 'req/s', result.requests.average, 'p50', result.latency.p50, 'p99', result.latency.p99, 'non2xx', result.non2xx)
