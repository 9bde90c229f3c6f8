/** Types of scripts/eslint/layers.js (plain JS so eslint.config.js can load it without a build step). */
import type { Linter } from 'eslint';

export const FORBIDDEN: Record<'domain' | 'schemas' | 'server' | 'src' | 'custom-pages' | 'resources', string[]>;
export const layersPlugin: { rules: Record<string, unknown> };
export function layerRules(): Linter.Config[];
