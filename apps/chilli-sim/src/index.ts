export { consoleAuthorizer } from './console-authorize.ts'
export { authenticate } from './radius-client.ts'
export { startChilliSimulator, type ChilliSimulator, type ChilliSimulatorOptions } from './simulator.ts'
export { decodePapPassword, signedRedirect } from './uam.ts'
