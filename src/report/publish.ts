import * as core from '@actions/core'

/** Sets every output in one place, logging each non-empty one (`job` JSON only at debug level). */
export function setOutputs(outputs: Record<string, string>): void {
  for (const [name, value] of Object.entries(outputs)) {
    core.setOutput(name, value)
    if (value === '') continue
    if (name === 'job') core.debug(`output ${name}=${value}`)
    else core.info(`output ${name}=${value}`)
  }
}

/** Appends Markdown to the job summary; a failure to write it is a warning. */
export async function writeSummary(markdown: string): Promise<void> {
  if (process.env.GITHUB_STEP_SUMMARY === undefined) return
  try {
    await core.summary.addRaw(markdown).write()
  } catch (error) {
    core.warning(
      `Could not write the job summary: ${error instanceof Error ? error.message : String(error)}`
    )
  }
}

/** Masks each non-empty secret before anything can print it; returns them for redaction. */
export function maskSecrets(names: readonly string[]): string[] {
  const secrets = names.map(name => core.getInput(name)).filter(s => s !== '')
  for (const secret of secrets) core.setSecret(secret)
  return secrets
}
