import { execFile, type ExecFileException } from 'node:child_process'
import type { SimulatorStore } from './store.ts'
import type { CommandRecord } from './types.ts'

/** OpenWISP's OPENWISP_SSH_COMMAND_TIMEOUT default: 30 seconds. */
const COMMAND_TIMEOUT_MS = 30_000

interface Outcome {
  status: 'success' | 'failed'
  output: string
}

/**
 * Plays openwisp-controller's launch_command task: a command is queued, then runs and is saved as success or failed.
 * Without a shell nothing runs and every command succeeds; with one, custom commands really run through it.
 */
export class CommandRunner {
  private readonly timers = new Set<NodeJS.Timeout>()
  private readonly stopped = new AbortController()

  constructor(
    private readonly store: SimulatorStore,
    private readonly delayMs: number,
    private readonly shell: readonly string[],
  ) {}

  /** Called once the command is stored; the outcome lands in the store after the delay (and the run). */
  start(command: CommandRecord): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      // Gone with its device meanwhile: the task finds no command and does nothing.
      if (this.store.getCommand(command.device, command.id) !== command) return
      void this.outcome(command).then((outcome) => {
        // A stopped simulator's commands stay as they were.
        if (this.stopped.signal.aborted) return
        this.store.updateCommand(command, {
          ...outcome,
          // The task picks the device's working connection when the request named none.
          connection: command.connection ?? this.store.getDevice(command.device)?.connection ?? null,
          // OpenWISP masks the new password once the command ran (_clean_sensitive_info).
          ...(command.type === 'change_password' ? { input: { password: '********' } } : {}),
        })
      })
    }, this.delayMs)
    this.timers.add(timer)
  }

  /** Drops queued commands and kills running ones, so a closed simulator leaves nothing behind. */
  stop(): void {
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
    this.stopped.abort()
  }

  private outcome(command: CommandRecord): Promise<Outcome> {
    const [file, ...prefix] = this.shell
    const text = command.input?.command
    // What OpenWISP saves when the device printed nothing: _add_output always ends the output with a newline.
    if (file === undefined || command.type !== 'custom' || typeof text !== 'string') {
      return Promise.resolve({ status: 'success', output: '\n' })
    }
    return new Promise((resolve) => {
      execFile(
        file,
        [...prefix, text],
        { timeout: COMMAND_TIMEOUT_MS, signal: this.stopped.signal, encoding: 'utf8' },
        (error, stdout, stderr) => resolve(outcomeOf(text, error, stdout, stderr)),
      )
    })
  }
}

/** What openwisp-controller's Command.execute makes of a run: the SSH connector's output, then _add_output's. */
function outcomeOf(command: string, error: ExecFileException | null, stdout: string, stderr: string): Outcome {
  // The process never ran (ENOENT, EACCES, too much output): like a failed connection, its reason is the output.
  if (typeof error?.code === 'string') return { status: 'failed', output: error.message }
  if (error?.killed) {
    return {
      status: 'failed',
      output: lines(
        `The command took longer than expected: Command timed out after ${(COMMAND_TIMEOUT_MS / 1000).toFixed(1)} seconds.`,
      ),
    }
  }
  // A process killed by a signal has no exit status; paramiko then reports -1.
  const exitCode = error === null ? 0 : typeof error.code === 'number' ? error.code : -1
  // The connector puts stderr after stdout on a line of its own, even when stdout is empty.
  const printed = stderr ? `${stdout.endsWith('\n') ? stdout : `${stdout}\n`}${stderr}` : stdout
  if (exitCode === 0) return { status: 'success', output: lines(printed) }
  return {
    status: 'failed',
    output: lines(printed) + lines(`Command "${command}" returned non-zero exit code: ${exitCode}`),
  }
}

/** Command._add_output: each part ends with a newline. */
function lines(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`
}
