// Completes package-lock.json with the platform-specific optional packages (napi/esbuild
// bindings for other OSes and CPUs) that this workplace's npm registry does not serve. npm
// cannot write their entries, and `npm ci` then rejects the lock ("Missing: … from lock file").
// Each added entry is optional and carries the os/cpu its name states, so npm skips it on every
// machine it does not fit; nothing is ever fetched for it. Run after `npm install`:
//   npm run lock:complete
import { readFileSync, writeFileSync } from 'node:fs'

const OSES = [
  'darwin',
  'win32',
  'linux',
  'android',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony'
]
const CPUS = [
  'x64',
  'arm64',
  'arm',
  'ia32',
  'ppc64',
  'riscv64',
  's390x',
  'loong64',
  'mips64el',
  'wasm32'
]
const path = new URL('../package-lock.json', import.meta.url)
interface LockEntry {
  version?: string
  dev?: boolean
  optional?: boolean
  os?: string[]
  cpu?: string[]
  optionalDependencies?: Record<string, string>
}
const lock = JSON.parse(readFileSync(path, 'utf8')) as { packages: Record<string, LockEntry> }
const packages = lock.packages
let added = 0

for (const [where, pkg] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${where}/node_modules/${name}`.replace(/^\//, '')
    if (packages[nested] !== undefined || packages[`node_modules/${name}`] !== undefined) continue
    const tokens = name.split(/[/@-]/)
    const os = tokens.filter(t => OSES.includes(t))
    const cpu = tokens.filter(t => CPUS.includes(t))
    if (os.length === 0 && cpu.length === 0) continue // not a platform package: leave it to npm
    packages[`node_modules/${name}`] = {
      version,
      ...(cpu.length > 0 ? { cpu } : {}),
      ...(pkg.dev === true ? { dev: true } : {}),
      optional: true,
      ...(os.length > 0 ? { os } : {})
    }
    added++
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)))
)
writeFileSync(path, JSON.stringify(lock, null, 2) + '\n')
console.log(`package-lock.json: ${added} platform-specific optional entries added`)
