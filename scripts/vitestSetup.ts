import { configure } from '@testing-library/dom';

// The unit suite runs on two cores beside the build in CI: a lazily loaded dialog or a Dexie read
// can take over the library's default second to appear there, and a `findBy…` that gives up then
// fails a test whose behaviour is right. A wrong screen still fails, after five seconds instead of one.
configure({ asyncUtilTimeout: 5000 });
