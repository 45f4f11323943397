import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer table (eslint.config.js `MAY_IMPORT`, README "Layers") as the project's own ESLint
 * configuration applies it: each snippet is linted as a file of the folder named.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function refused(code: string, filePath: string): Promise<boolean> {
  const [result] = await eslint.lintText(code, { filePath });
  // no-restricted-syntax: the same crossing made by a lazy import() (no-restricted-imports reads only static ones).
  return result!.messages.some((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax');
}

const CASES: readonly [string, string, boolean][] = [
  ['src/core/snippet.ts', "import { fold } from '../ledger';\nexport const f = fold;\n", true],
  ['src/core/snippet.ts', "import { excerpt } from '../schema';\nexport const f = excerpt;\n", false],
  ['src/ledger/snippet.ts', "import { PRESETS } from '../core/rules';\nexport const p = PRESETS;\n", false],
  ['src/ledger/snippet.ts', "import { useUi } from '../nav/ui';\nexport const u = useUi;\n", true],
  ['src/store/snippet.ts', "import { useUi } from '../nav/ui';\nexport const u = useUi;\n", true],
  ['src/nav/snippet.ts', "import { gameInPlay } from '../store/games';\nexport const g = gameInPlay;\n", false],
  ['src/nav/snippet.ts', "import { getDb } from '../store/db';\nexport const d = getDb;\n", true],
  ['src/nav/snippet.ts', "import { Picker } from '../picker/Picker';\nexport const p = Picker;\n", true],
  ['src/ui/snippet.ts', "import { openLayer } from '../nav/dialogHistory';\nexport const o = openLayer;\n", false],
  ['src/ui/snippet.ts', "import { loadGame } from '../store/games';\nexport const l = loadGame;\n", true],
  ['src/club/snippet.ts', "import { makeSeating } from '../tournament/seating';\nexport const s = makeSeating;\n", true],
  ['src/tournament/snippet.ts', "import { placesByFinal } from '../club/stats';\nexport const p = placesByFinal;\n", false],
  ['src/i18n/snippet.ts', "import { Picker } from '../picker/Picker';\nexport const p = Picker;\n", true],
  ['src/store/snippet.ts', "import { App } from '../app/App';\nexport const a = App;\n", true],
  ['src/ui/snippet.ts', "import { Picker } from '../picker/Picker';\nexport const p = Picker;\n", true],
  ['src/picker/snippet.ts', "import { TableScreen } from '../app/TableScreen';\nexport const t = TableScreen;\n", true],
  ['src/app/hand/snippet.ts', "import { getDb } from '../../store/db';\nexport const d = getDb;\n", true],
  ['src/app/hand/snippet.ts', "import Dexie from 'dexie';\nexport const d = Dexie;\n", true],
  ['src/app/hand/snippet.ts', "import { loadGame } from '../../store/games';\nexport const l = loadGame;\n", false],
  ['src/store/snippet.ts', "import Dexie from 'dexie';\nexport const d = Dexie;\n", false],
  ['src/devices/snippet.ts', "import { framesOf } from '../tournament/codes';\nexport const f = framesOf;\n", false],
  ['src/devices/snippet.ts', "import { useUi } from '../nav/ui';\nexport const u = useUi;\n", true],
  ['src/tournament/snippet.ts', "import { qrMatrix } from '../devices/qrMatrix';\nexport const q = qrMatrix;\n", true],
  ['src/ui/snippet.ts', "export const later = () => import('../store/games');\n", true],
  ['src/core/yaku/snippet.ts', "export const later = () => import('../../ledger');\n", true],
  ['src/ui/snippet.ts', "export const later = () => import('../nav/ui');\n", false],
  ['src/app/tournament/snippet.ts', "export const later = () => import('../../devices');\n", false],
];

describe('the layer table', { timeout: 60_000 }, () => {
  // ESLint reads its configuration on the first lint: charged here, not to the first case.
  beforeAll(() => eslint.lintText('export {};\n', { filePath: 'src/core/warmup.ts' }), 60_000);

  it.each(CASES)('%s: %s refused: %s', async (filePath, code, expected) => {
    expect(await refused(code, filePath)).toBe(expected);
  });
});
