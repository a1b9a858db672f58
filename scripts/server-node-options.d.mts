export const SERVER_NODE_FLAGS: string[];
export function withServerNodeOptions(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
