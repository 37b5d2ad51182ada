import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SimulatorOptionsError, startSimulator, type DeviceRecord, type Simulator } from '../src/index.ts'
import { Client, startWithClient, useSimulator, type ListBody } from './helpers.ts'

type Json = Record<string, unknown>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{6})?Z$/
const MISSING = '5b0a3f1e-8c1d-4c2e-9f4a-0d6b7e8f9a01'

const simulator = useSimulator({ devices: 30, tokenLimitPerDay: 1000 })

function commandsPath(deviceId: string): string {
  return `/api/v1/controller/device/${deviceId}/command/`
}

/** A fresh active device of the first managed organization, with credentials unless told otherwise. */
function newDevice(target: Simulator = simulator.sim, fields: Partial<DeviceRecord> = {}): DeviceRecord {
  return target.store.addDevice({ organization: target.store.managedOrganizations()[0]?.id, ...fields })
}

function send(deviceId: string, body: unknown, target: Client = simulator.client) {
  return target.request('POST', commandsPath(deviceId), { body })
}

/** Polls the command's detail until its task has ended. */
async function finished(deviceId: string, commandId: unknown, target: Client = simulator.client): Promise<Json> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const command = await target.json(`${commandsPath(deviceId)}${String(commandId)}/`)
    if (command.status !== 'in-progress') return command
    if (Date.now() > deadline) throw new Error(`command ${String(commandId)} still in progress`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe('creating a command', () => {
  it('answers 201 with the command in progress, in CommandSerializer key order', async () => {
    const device = newDevice()
    const reply = await send(device.id, { type: 'custom', input: { command: 'ndsctl deauth 10.1.0.23' } })
    expect(reply.status).toBe(201)
    const body = reply.body as Json
    expect(Object.keys(body)).toEqual([
      'id',
      'input',
      'device',
      'connection',
      'created',
      'modified',
      'status',
      'type',
      'output',
    ])
    expect(body).toMatchObject({
      input: 'ndsctl deauth 10.1.0.23',
      device: device.id,
      connection: null,
      status: 'in-progress',
      type: 'Custom commands',
      output: '',
    })
    expect(body.id).toMatch(UUID)
    expect(body.created).toMatch(ISO)
    expect(body.modified).toBe(body.created)
  })

  it('ends as success after the delay, over the device connection, with modified moved on', async () => {
    const device = newDevice()
    const created = (await send(device.id, { type: 'custom', input: { command: 'echo test' } })).body as Json
    const done = await finished(device.id, created.id)
    expect(done).toMatchObject({ status: 'success', output: '\n', connection: device.connection, input: 'echo test' })
    expect(device.connection).toMatch(UUID)
    expect(done.modified).not.toBe(created.modified)
    expect(Date.parse(String(done.modified))).toBeGreaterThanOrEqual(Date.parse(String(created.modified)))
  })

  it('takes reboot and change_password, shown by their names; the password is masked once run', async () => {
    const device = newDevice()
    const reboot = await send(device.id, { type: 'reboot', input: null })
    expect(reboot.status).toBe(201)
    expect(reboot.body).toMatchObject({ type: 'Reboot', input: '' })
    const change = await send(device.id, {
      type: 'change_password',
      input: { password: 'Pass@1234', confirm_password: 'Pass@1234' },
    })
    expect(change.status).toBe(201)
    expect(change.body).toMatchObject({ type: 'Change password', input: 'Pass@1234, Pass@1234' })
    const done = await finished(device.id, (change.body as Json).id)
    expect(done).toMatchObject({ status: 'success', input: '********' })
  })

  it('uses the connection the request names, which must be the device’s own', async () => {
    const device = newDevice()
    const named = await send(device.id, { type: 'reboot', input: null, connection: device.connection })
    expect(named.status).toBe(201)
    expect((named.body as Json).connection).toBe(device.connection)
    const other = newDevice().connection
    const foreign = await send(device.id, { type: 'reboot', input: null, connection: other })
    expect(foreign.status).toBe(400)
    expect(foreign.body).toEqual({ connection: [`Invalid pk "${other}" - object does not exist.`] })
    const bad = await send(device.id, { type: 'reboot', input: null, connection: 'nope' })
    expect(bad.body).toEqual({ connection: ['Must be a valid UUID.'] })
  })
})

describe('reading commands', () => {
  it('lists a device’s commands newest first, paginated like every list', async () => {
    const device = newDevice()
    const ids: unknown[] = []
    for (let index = 0; index < 12; index++) {
      ids.push(((await send(device.id, { type: 'custom', input: { command: `echo ${index}` } })).body as Json).id)
    }
    const first = await simulator.client.json<ListBody>(commandsPath(device.id))
    expect(first.count).toBe(12)
    expect(first.previous).toBeNull()
    expect(first.next).toBe(`${simulator.sim.url}${commandsPath(device.id)}?page=2`)
    const second = await simulator.client.json<ListBody>(String(first.next))
    expect(second.next).toBeNull()
    expect([...first.results, ...second.results].map((item) => item.id)).toEqual([...ids].reverse())
    expect(first.results[0]?.input).toBe('echo 11')
    const small = await simulator.client.json<ListBody>(`${commandsPath(device.id)}?page_size=5&page=3`)
    expect(small.results).toHaveLength(2)
  })

  it('answers one command, the same as in the list', async () => {
    const device = newDevice()
    const created = (await send(device.id, { type: 'reboot', input: null })).body as Json
    const list = await simulator.client.json<ListBody>(commandsPath(device.id))
    const one = await simulator.client.json(`${commandsPath(device.id)}${String(created.id)}/`)
    expect(one).toEqual(list.results[0])
    expect(one.id).toBe(created.id)
  })
})

describe('not found', () => {
  const notFound = { detail: 'Not found.' }

  it('answers a missing or another organization’s device with DRF’s bare "Not found." on all three routes', async () => {
    const hidden = [...simulator.sim.store.devices.values()].find(
      (device) => !simulator.sim.store.isManaged(device.organization),
    )
    for (const deviceId of [MISSING, hidden?.id ?? '']) {
      const list = await simulator.client.get(commandsPath(deviceId))
      expect(list.status).toBe(404)
      expect(list.body).toEqual(notFound)
      const create = await send(deviceId, { type: 'custom', input: { command: 'echo test' } })
      expect(create.status).toBe(404)
      expect(create.body).toEqual(notFound)
      const one = await simulator.client.get(`${commandsPath(deviceId)}${MISSING}/`)
      expect(one.status).toBe(404)
      expect(one.body).toEqual(notFound)
    }
    expect(hidden && simulator.sim.store.commandsOf(hidden.id)).toEqual([])
  })

  it('answers an unknown command, or another device’s, with "No Command matches the given query."', async () => {
    const device = newDevice()
    const elsewhere = newDevice()
    const theirs = (await send(elsewhere.id, { type: 'reboot', input: null })).body as Json
    for (const commandId of [MISSING, String(theirs.id)]) {
      const reply = await simulator.client.get(`${commandsPath(device.id)}${commandId}/`)
      expect(reply.status).toBe(404)
      expect(reply.body).toEqual({ detail: 'No Command matches the given query.' })
    }
  })

  it('answers a non-UUID path segment with Django’s HTML 404', async () => {
    const device = newDevice()
    for (const path of [`${commandsPath(device.id)}not-a-uuid/`, '/api/v1/controller/device/nope/command/']) {
      const reply = await simulator.client.get(path)
      expect(reply.status).toBe(404)
      expect(reply.headers.get('content-type')).toMatch(/^text\/html/)
    }
  })

  it('takes a device’s commands with it when the device is deleted', async () => {
    const device = newDevice()
    await send(device.id, { type: 'custom', input: { command: 'echo bye' } })
    expect(simulator.sim.store.commandsOf(device.id)).toHaveLength(1)
    expect(
      (await simulator.client.request('DELETE', `/api/v1/controller/device/${device.id}/?force=true`)).status,
    ).toBe(204)
    expect(simulator.sim.store.commandsOf(device.id)).toEqual([])
    expect((await simulator.client.get(commandsPath(device.id))).body).toEqual(notFound)
  })
})

describe('refusals', () => {
  async function refused(body: unknown, device: DeviceRecord = newDevice()): Promise<unknown> {
    const reply = await send(device.id, body)
    expect(reply.status).toBe(400)
    expect(simulator.sim.store.commandsOf(device.id)).toEqual([])
    return reply.body
  }

  it('refuses an unknown type and the missing fields', async () => {
    expect(await refused({ type: 'shutdown', input: null })).toEqual({ type: ['"shutdown" is not a valid choice.'] })
    expect(await refused({ type: true, input: null })).toEqual({ type: ['"True" is not a valid choice.'] })
    expect(await refused({})).toEqual({ input: ['This field is required.'], type: ['This field is required.'] })
  })

  it('refuses a custom command without command text', async () => {
    const empty = { input: ['Command cannot be empty.'] }
    expect(await refused({ type: 'custom', input: { command: '' } })).toEqual(empty)
    expect(await refused({ type: 'custom', input: { command: '\n' } })).toEqual(empty)
    expect(await refused({ type: 'custom', input: { command: 5 } })).toEqual(empty)
    expect(await refused({ type: 'custom', input: {} })).toEqual({ input: ["'command' is a required property"] })
    expect(await refused({ type: 'custom', input: null })).toEqual({ input: ["None is not of type 'object'"] })
    expect(await refused({ type: 'custom', input: 'uptime' })).toEqual({ input: ["'uptime' is not of type 'object'"] })
    // Python's repr picks double quotes for text holding a single one.
    expect(await refused({ type: 'custom', input: "it's\n" })).toEqual({
      input: ["\"it's\\n\" is not of type 'object'"],
    })
    expect(await refused({ type: 'custom', input: { command: 'uptime', sudo: true } })).toEqual({
      input: ["Additional properties are not allowed ('sudo' was unexpected)"],
    })
  })

  it('refuses reboot with an input and a short password', async () => {
    expect(await refused({ type: 'reboot', input: { now: true } })).toEqual({
      input: ["{'now': True} is not of type 'null'"],
    })
    expect(await refused({ type: 'change_password', input: { password: 'abc', confirm_password: 'abc' } })).toEqual({
      input: ['Your password must be atleast 6 characters long'],
    })
  })

  it('refuses a device without credentials', async () => {
    const device = newDevice(simulator.sim, { connection: null })
    expect(await refused({ type: 'custom', input: { command: 'echo test' } }, device)).toEqual({
      device: ['Device has no credentials assigned.'],
    })
  })

  it('refuses a deactivated device 403, as its permission class does, but still shows its commands', async () => {
    const device = newDevice()
    const earlier = (await send(device.id, { type: 'reboot', input: null })).body as Json
    simulator.sim.store.deactivateDevice(device.id)
    const reply = await send(device.id, { type: 'custom', input: { command: 'echo test' } })
    expect(reply.status).toBe(403)
    expect(reply.body).toEqual({ detail: 'You do not have permission to perform this action.' })
    expect((await simulator.client.json<ListBody>(commandsPath(device.id))).count).toBe(1)
    expect((await simulator.client.get(`${commandsPath(device.id)}${String(earlier.id)}/`)).status).toBe(200)
  })

  it('allows only GET on one command', async () => {
    const device = newDevice()
    const created = (await send(device.id, { type: 'reboot', input: null })).body as Json
    const reply = await simulator.client.request('DELETE', `${commandsPath(device.id)}${String(created.id)}/`)
    expect(reply.status).toBe(405)
    expect(reply.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
  })
})

describe('with a command shell', () => {
  let shellSim: Simulator
  let shellClient: Client

  beforeAll(async () => {
    ;({ sim: shellSim, client: shellClient } = await startWithClient({
      devices: 0,
      commandShell: ['sh', '-c'],
      commandDelayMs: 0,
    }))
  })
  afterAll(() => shellSim.close())

  async function run(command: string): Promise<Json> {
    const device = newDevice(shellSim)
    const created = await send(device.id, { type: 'custom', input: { command } }, shellClient)
    expect(created.status).toBe(201)
    return finished(device.id, (created.body as Json).id, shellClient)
  }

  it('really runs a custom command and keeps what it printed', async () => {
    expect(await run('echo hello')).toMatchObject({ status: 'success', output: 'hello\n' })
  })

  it('fails on a non-zero exit, with stderr and OpenWISP’s last line', async () => {
    const done = await run('echo oops >&2; exit 3')
    expect(done.status).toBe('failed')
    expect(done.output).toContain('oops\n')
    // The SSH connector starts stderr on a line of its own, even after an empty stdout.
    expect(done.output).toBe('\noops\nCommand "echo oops >&2; exit 3" returned non-zero exit code: 3\n')
  })

  it('fails with the reason when the shell cannot start, and never runs reboot', async () => {
    const broken = await startSimulator({ devices: 0, commandShell: ['/nonexistent/openwisp-sim-shell'] })
    try {
      const brokenClient = new Client(broken)
      const device = newDevice(broken)
      const custom = (await send(device.id, { type: 'custom', input: { command: 'echo hi' } }, brokenClient))
        .body as Json
      const failed = await finished(device.id, custom.id, brokenClient)
      expect(failed.status).toBe('failed')
      expect(failed.output).toContain('ENOENT')
      const reboot = (await send(device.id, { type: 'reboot', input: null }, brokenClient)).body as Json
      expect(await finished(device.id, reboot.id, brokenClient)).toMatchObject({ status: 'success', output: '\n' })
    } finally {
      await broken.close()
    }
  })
})

describe('command options', () => {
  it('refuses a bad delay or shell', async () => {
    await expect(startSimulator({ commandDelayMs: -1 })).rejects.toThrow(SimulatorOptionsError)
    await expect(startSimulator({ commandShell: ['sh', ''] })).rejects.toThrow(
      'commandShell must be a list of non-empty strings (empty: off)',
    )
  })
})
