import type { Rule } from 'eslint';

export declare const SECTION_OF_RULE: Readonly<Record<string, string>>;

export declare function citationProblem(
  text: string,
): { messageId: 'ruleNumber' | 'outsideFile'; data: Record<string, string> } | undefined;

export declare const decisionCitations: { rules: { 'decision-citations': Rule.RuleModule } };
