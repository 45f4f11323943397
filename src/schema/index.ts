/**
 * The one pure layer that reads untrusted input (issue 32 item 3): bounded decoders with field
 * paths, size and depth guards that never recurse, and one short excerpt for every message.
 */
export { cut, excerpt, EXCERPT_CHARS } from './excerpt';
export { canonicalJson, sameJson } from './canonicalJson';
export { jsonDepthProblem, parseJson, valueBoundsProblem, type Decoded, type JsonLimits, type JsonRead, type ValueLimits } from './bounds';
export {
  bad,
  bool,
  fail,
  fieldPath,
  Fields,
  four,
  guarded,
  int,
  isObj,
  list,
  mapOf,
  object,
  ok,
  oneOf,
  opaque,
  text,
  type Decoder,
  type ListLimits,
  type MapLimits,
  type Obj,
  type TextLimits,
} from './decode';
