// Lint-config test fixture: cycle-a ↔ cycle-b is an import cycle on purpose (eslint.config.js).
import { b } from './cycle-b';

export const a = (): string => `a${b.length}`;
