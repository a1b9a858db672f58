export declare function loadtestUsage(): string;
export declare function parseLoadtestArgs(
  argv: string[],
): Record<string, string | boolean | undefined>;
export declare function readLoadtestArgs(
  argv?: string[],
): Record<string, string | boolean | undefined>;
