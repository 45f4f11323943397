/**
 * What travels between the organiser's device and the tables as QR codes (issue 27): a table's
 * join code, a game handed off, their bytes, and the frames a sequence of codes carries them in.
 * Pure: the compression, the drawing and the camera are src/devices'.
 */
export { decodeJoinCode, encodeJoinCode, JOIN_FORMAT, JOIN_LIMITS, type JoinCode } from './joinCode';
export { decodeHandOff, encodeHandOff, HANDOFF_FORMAT, HANDOFF_LIMITS, type HandOff } from './handOff';
export {
  FRAME_DATA_BYTES,
  FRAME_MAGIC,
  FrameCollector,
  framesOf,
  MAX_FRAMES,
  payloadId,
  readFrame,
  type CollectStep,
  type Frame,
  type Framed,
  type FrameRefusal,
  type PayloadEncoding,
} from './frames';
export { base45Decode, base45Encode } from './base45';
export { utf8Bytes, utf8Text } from './utf8';
