import type { Rule } from 'eslint';

export declare const noRawPalette: { rules: { 'no-raw-palette': Rule.RuleModule } };
