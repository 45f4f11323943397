import { fillTemplate, type Lang, type Params } from './index';
import { tableDeviceEn, type TableDeviceKey } from './tableDevice.en';

/**
 * The table device's strings (tableDevice.en.ts), loaded with its screens rather than in the
 * first load: English with this module, Polish fetched on first use (from the precache offline).
 */
export type { TableDeviceKey };
type Words = Readonly<Record<TableDeviceKey, string>>;

const loaded: Partial<Record<Lang, Words>> = { en: tableDeviceEn };

/** Whether `lang`'s strings are here (English always is). */
export function tableDeviceLoaded(lang: Lang): boolean {
  return loaded[lang] !== undefined;
}

export async function loadTableDeviceWords(lang: Lang): Promise<void> {
  if (lang === 'pl' && !loaded.pl) loaded.pl = (await import('./tableDevice.pl')).tableDevicePl;
}

/** A string in `lang`, English until that language's strings are loaded. */
export function tableDeviceText(lang: Lang, key: TableDeviceKey, params?: Params): string {
  return fillTemplate((loaded[lang] ?? tableDeviceEn)[key], params);
}
