export { renderSettled, settled } from './render'
export { describeAreaContract, type AreaContract } from './area-contract'
export { expectNoAxeViolations } from './axe'
export { municipalityTexts, sampleMunicipalities, unknownOverrideKeys } from './municipality-texts'
