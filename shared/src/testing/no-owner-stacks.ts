/**
 * Unit tests only (jest.setup.ts): React's development build records, for every element it
 * creates, where in the code it was created (an Error and its stack), to name the component in
 * its warnings. In the unit tests that was a fifth of the time of a form's tests, for warnings a
 * test rarely shows. React records it only while a count of recent records stays under 10,000:
 * the count is held past that here. React's warnings still show, without the component's
 * stack; `REACT_OWNER_STACKS=1 pnpm exec jest …` keeps the stacks when one is needed.
 */
import * as React from 'react';

const internals = (React as unknown as Record<string, object | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;

if (internals && !process.env.REACT_OWNER_STACKS) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    get: () => Number.POSITIVE_INFINITY,
    set: () => undefined,
  });
}
