import { loadStrings, STRING_AREAS } from './index';

// Unit tests (vite.config.ts setupFiles) render parts without the lazy loaders that bring their
// strings in the app (screens.ts, `withStrings`): every area's strings are there, as they are in
// the app once the part is loaded.
await Promise.all(STRING_AREAS.map((area) => loadStrings(area)));
