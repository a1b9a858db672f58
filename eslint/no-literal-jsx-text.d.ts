import type { Rule } from 'eslint';

export declare const noLiteralJsxText: { rules: { 'no-literal-jsx-text': Rule.RuleModule } };
