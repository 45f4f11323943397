export { makeSeating, checkSeatingRequest, MAX_PLAYERS, MAX_SESSIONS, type SeatingRequest, type SeatingResult } from './seating';
export { meetingMatrix, playerCount, repeatCount, repeatedPairs, windCounts, windImbalance, type RepeatedPair } from './metrics';
export type { Seating, Session, Table } from './types';
export { WINDS } from './types';
export { seatSwissSession, swapPlayers, type SessionResult } from './edit';
