/** The scoring core's public API: pure functions over tiles, hands and rule presets. */
export * from './tiles';
export * from './rules';
export * from './payment';
export * from './hand';
export { scoreHand } from './score';
export { compareReadings } from './scored';
export { findWaits, isDeadWait, isFuriten, availableFlags, type Wait, type WaitInput, type WaitResult } from './waits';
export { validateTiles, validateTileSupply } from './validate';
export { validateFlags } from './flagRules';
export { YAKU, yakumanUnits, type YakuDefinition } from './yaku';
export { checkHandVector, handInputFromVector, expectationOf, readingExpectation, type VectorOutcome } from './handVectors';
