// Lint-config test fixture: the other half of the cycle with cycle-a.ts.
import { a } from './cycle-a';

export const b = 'b';
export const viaA = (): string => a();
