export { consoleAuthorizer } from './console-authorize.ts'
export { authenticate, type AccessRequest, type RadiusAnswer, type RadiusServer } from './radius-client.ts'
export {
  startChilliSimulator,
  type ChilliSimulator,
  type ChilliSimulatorOptions,
  type SimulatedClient,
} from './simulator.ts'
export { chilliEncode, decodePapPassword, signedRedirect } from './uam.ts'
