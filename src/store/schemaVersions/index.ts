import { V1 } from './v1';
import { V2 } from './v2';
import { V3 } from './v3';
import { V4 } from './v4';
import { V5 } from './v5';
import { V6 } from './v6';
import { V7 } from './v7';
import type { SchemaVersion } from './version';

export type { SchemaVersion } from './version';

/**
 * The schema versions in order, one file each (issue 32). A later version is a new file and an
 * entry here; each gets a test that seeds the version before in fake-indexeddb and opens it.
 */
export const SCHEMA: readonly SchemaVersion[] = [V1, V2, V3, V4, V5, V6, V7];
