// The Hono environment of every engine route: the caller (401 before any route) and the engine.
import type { Engine } from '../engine.ts';
import type { EngineUser } from '../service/engine-user.ts';

export interface EngineEnv {
  Variables: { user: EngineUser; engine: Engine };
}
