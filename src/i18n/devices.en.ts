/**
 * The strings of src/devices (QR codes on screen, the camera scanner), English. Not in en.ts:
 * they load with the devices' chunk (the 'devices' area of src/i18n/index.ts), so the first load does not carry them;
 * devices.pl.ts must have the same keys (the type checks it).
 */
export const devicesEn = {
  'devices.qr.label': 'QR code {k} of {n}',
  'devices.qr.count': 'Code {k} of {n}',
  'devices.qr.single': 'Scan this code',
  'devices.qr.loopHint': 'The codes change by themselves: hold the camera still until all are read.',
  'devices.qr.pause': 'Pause',
  'devices.qr.play': 'Play',
  'devices.qr.previous': 'Previous code',
  'devices.qr.next': 'Next code',
  'devices.qr.preparing': 'Preparing the codes…',
  'devices.qr.tooLarge': 'This is too large for QR codes: hand it on as a file.',
  'devices.scan.title': 'Scan the codes',
  'devices.scan.video': 'Camera view',
  'devices.scan.hint': 'Point the camera at the codes on the other screen.',
  'devices.scan.starting': 'Starting the camera…',
  'devices.scan.progress': '{have} of {count} codes read',
  'devices.scan.unpacking': 'All codes read.',
  'devices.scan.other': 'That code belongs to something else: keep to one screen.',
  'devices.scan.notOurs': 'That is not a Tenbō code.',
  'devices.scan.damaged': 'A code was read only in part: keep scanning.',
  'devices.scan.mismatch': 'The codes did not fit together: scanning them again.',
  'devices.scan.unsupported': 'This browser cannot unpack these codes: update it, or use the file instead.',
  'devices.scan.tooLarge': 'These codes hold more than a game can: they are refused.',
  'devices.scan.refused': 'The camera is blocked. Allow it in the browser’s settings for this site, or choose a file instead.',
  'devices.scan.noCamera': 'This device has no camera that can be used. Choose a file instead.',
  'devices.scan.failed': 'The camera could not start. Choose a file instead.',
  'devices.scan.cancel': 'Cancel',
  'devices.scan.file': 'Choose a file instead',
  'devices.scan.fileNoCode': 'No code found in that picture.',
} as const;
