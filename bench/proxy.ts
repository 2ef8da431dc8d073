/**
 * The visitors export over TLS from the stand-in, directly and through a CONNECT proxy on
 * 127.0.0.1 (emulator/proxy.ts), as a self-hosted runner behind a corporate proxy runs it: rows a
 * second each way, and the tunnels the proxy opened for the export's requests.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ConnectProxy } from '../emulator/proxy.js'
import { ROOT, runAction } from '../emulator/runner.js'
import { Emulator, TEST_CA_FILE } from '../emulator/server.js'
import { hostileDataset } from '../emulator/visitors-data.js'

export interface ProxiedExport {
  readonly rowsPerSecond: number
  readonly requests: number
  /** Tunnels the proxy opened (0 when direct). */
  readonly tunnels: number
  readonly peakKb: number
}

export async function proxiedExport(rows: number, proxied: boolean): Promise<ProxiedExport> {
  const proxy = await new ConnectProxy().start()
  const emulator = await new Emulator({
    tls: true,
    visitors: hostileDataset(rows),
    validate: false,
    analyticsPerHour: Infinity
  }).start()
  const dir = mkdtempSync(join(tmpdir(), 'bench-proxy-'))
  try {
    const run = await runAction({
      action: 'visitors',
      inputs: {
        projectId: 'docs',
        'secret-key': emulator.apiKey,
        'base-url': emulator.url,
        limit: '250'
      },
      env: {
        GITHUB_WORKSPACE: dir,
        NODE_EXTRA_CA_CERTS: TEST_CA_FILE,
        PEAK_RSS_FILE: join(dir, 'peak-rss'),
        ...(proxied ? { https_proxy: proxy.url, NO_PROXY: '' } : {})
      },
      nodeArgs: ['--import', join(ROOT, 'bench', 'peak-rss.mjs')]
    })
    if (run.code !== 0 || run.outputs.rows !== String(rows))
      throw new Error(`the export failed: ${run.stdout.slice(-2000)}${run.stderr}`)
    return {
      rowsPerSecond: rows / (run.durationMs / 1000),
      requests: emulator.count('visitors'),
      tunnels: proxy.tunnels.length,
      peakKb: Number(readFileSync(join(dir, 'peak-rss'), 'utf8'))
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
    await emulator.close()
    await proxy.close()
  }
}
