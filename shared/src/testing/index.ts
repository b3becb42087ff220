export { renderSettled, settled } from './render'
export { describeAreaContract, type AreaContract } from './area-contract'
export { expectNoAxeViolations } from './axe'
