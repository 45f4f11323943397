import { fill, useLang, type Lang, type Params } from '.';

/**
 * Strings of an area that loads on first use (src/devices): its dictionaries are imported by the
 * area's own chunk, not by en.ts, so the first load does not carry them. The language is the
 * app's (useLang); placeholders are filled as `translate` fills them.
 */
export type AreaDictionaries<K extends string> = Readonly<Record<Lang, Readonly<Record<K, string>>>>;
export type AreaTranslate<K extends string> = (key: K, params?: Params) => string;

export function areaTranslate<K extends string>(dictionaries: AreaDictionaries<K>, lang: Lang): AreaTranslate<K> {
  return (key, params) => fill(dictionaries[lang][key], params);
}

export function useAreaT<K extends string>(dictionaries: AreaDictionaries<K>): AreaTranslate<K> {
  return areaTranslate(dictionaries, useLang((s) => s.lang));
}
