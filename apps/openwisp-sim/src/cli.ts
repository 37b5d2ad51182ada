import { CliError, parseCliArgs, usage, type CliOptions } from './cli-options.ts'
import { startSimulator } from './index.ts'
import { SimulatorOptionsError, resolveOptions } from './options.ts'

async function main(): Promise<void> {
  let options: CliOptions
  try {
    options = parseCliArgs(process.argv.slice(2))
    resolveOptions(options.simulator)
  } catch (error) {
    if (error instanceof CliError || error instanceof SimulatorOptionsError) {
      console.error(`openwisp-sim: ${error.message}`)
      console.error(usage())
      process.exit(1)
    }
    throw error
  }
  if (options.help) {
    console.log(usage())
    return
  }
  const simulator = await startSimulator(options.simulator)
  simulator.setFaults({ latencyMs: options.latencyMs, serverErrorRate: options.serverErrorRate })
  const { devices, orgs, groups, username, commandShell } = resolveOptions(options.simulator)
  if (commandShell.length > 0) {
    console.error(
      `openwisp-sim: custom device commands run through "${commandShell.join(' ')}": whatever the API is sent runs here (test use only)`,
    )
  }
  const stop = (): void => {
    simulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  // Before the line is printed: whoever waits for it may signal right away.
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  console.log(
    `OpenWISP simulator listening on ${simulator.url} (${devices} devices, ${orgs} organizations, ${groups} groups; user ${username})`,
  )
}

main().catch((error: unknown) => {
  console.error(`openwisp-sim: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
