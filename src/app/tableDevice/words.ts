import { useEffect, useState } from 'react';
import { useLang, type Params } from '../../i18n';
import { loadTableDeviceWords, tableDeviceLoaded, tableDeviceText, type TableDeviceKey } from '../../i18n/tableDevice';

export type TableDeviceT = (key: TableDeviceKey, params?: Params) => string;

/** The table device's strings in the language shown (src/i18n/tableDevice.ts): Polish is fetched on first use, then the screen says it. */
export function useTableDeviceT(): TableDeviceT {
  const lang = useLang((s) => s.lang);
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (!tableDeviceLoaded(lang)) void loadTableDeviceWords(lang).then(() => setLoads((n) => n + 1));
  }, [lang]);
  return (key, params) => tableDeviceText(lang, key, params);
}
