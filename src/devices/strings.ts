import { useAreaT, type AreaTranslate } from '../i18n/area';
import { devicesEn } from '../i18n/devices.en';
import { devicesPl } from '../i18n/devices.pl';

export type DevicesKey = keyof typeof devicesEn;
const DEVICES_STRINGS = { en: devicesEn, pl: devicesPl } as const;

/** This folder's strings in the app's language (they load with this folder's chunk). */
export function useDevicesT(): AreaTranslate<DevicesKey> {
  return useAreaT<DevicesKey>(DEVICES_STRINGS);
}
