/** `npm run bench`: every benchmark in one run; the core's ratio against majiang-core is the last line. */
import { benchApp } from './app';
import { benchCore } from './core';
import { benchLedger } from './ledger';
import { benchQrPayload } from './qrPayload';
import { benchSeating } from './seating';

for (const line of await benchApp()) console.log(line);
for (const line of await benchLedger()) console.log(line);
for (const line of benchSeating()) console.log(line);
for (const line of await benchQrPayload()) console.log(line);
for (const line of benchCore()) console.log(line);
